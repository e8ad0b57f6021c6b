import { COLLAB_API, IDEA_TEXT, WORKSPACE_API, WORKSPACE_TEXT, workspaceTopic } from '@ibh/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { colleague, file, IDEA_ID, me, message, task, workspace } from './fixtures';

type Listener = (event: { type: string; data: unknown }) => void;
const live = vi.hoisted(() => ({ listeners: new Map<string, Listener>() }));
vi.mock('@/lib/realtime', () => ({
  REALTIME_RESUBSCRIBED: 'realtime:resubscribed',
  useRealtimeTopic: (topic: string | null, onEvent: Listener) => {
    if (topic) live.listeners.set(topic, onEvent);
  },
}));

const PATH = `/workspace/${IDEA_ID}`;
const GET_WS = `GET ${WORKSPACE_API.workspace(IDEA_ID)}`;
const PRESENCE = `POST ${WORKSPACE_API.presence(IDEA_ID)}`;
const presence = () => json({ presence: [me], presenceTotal: 1 });

function push(type: string, data: unknown) {
  const listener = live.listeners.get(workspaceTopic(IDEA_ID));
  if (!listener) throw new Error('not subscribed');
  act(() => listener({ type, data }));
}

/** Opens the workspace (at `tab`, ?tab=) as the owner sees it, or as `ws`, and answers presence. */
function openWorkspace(tab: string | null, handlers: Record<string, ApiHandler> = {}, ws = workspace()) {
  return renderApp(tab ? `${PATH}?tab=${tab}` : PATH, {
    user: testUser,
    handlers: { [GET_WS]: () => json(ws), [PRESENCE]: presence, ...handlers },
  });
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  live.listeners.clear();
});

resetAfterEach();

describe('workspace page', () => {
  it('shows the breadcrumb, tabs, overview and aside, and answers presence', async () => {
    const { fetchMock } = renderApp(PATH, {
      user: testUser,
      handlers: { [GET_WS]: () => json(workspace()), [PRESENCE]: presence },
    });
    const crumbs = await screen.findByRole('navigation', { name: WORKSPACE_TEXT.breadcrumb });
    // The owner's own idea is under My Ideas, not a 'Shared Project'.
    expect(crumbs.textContent).toContain('DashboardMy IdeasSolar kiosks');
    // Team lists team members only; the collaborator is under Collaborators.
    const team = screen.getByRole('region', { name: WORKSPACE_TEXT.team });
    expect(team.textContent).toContain(WORKSPACE_TEXT.noTeam);
    const collaborators = screen.getByRole('region', { name: WORKSPACE_TEXT.collaborators });
    expect(collaborators.textContent).not.toContain(WORKSPACE_TEXT.noCollaborators);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Chat',
      'Tasks',
      'Files',
    ]);
    expect(screen.getByText('Pay-as-you-go solar kiosks for rural shops.')).toBeVisible();
    expect(screen.getByText('energy')).toBeVisible();
    expect(
      (screen.getByRole('button', { name: IDEA_TEXT.inviteExpertSoon }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('link', { name: WORKSPACE_TEXT.viewIdea }).getAttribute('href')).toBe(
      `/ideas/${IDEA_ID}`,
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).endsWith(WORKSPACE_API.presence(IDEA_ID))),
      ).toBe(true),
    );
    expect(await screen.findByText(WORKSPACE_TEXT.hereNow)).toBeVisible();
  });

  it('lets the owner accept a pending request', async () => {
    const request = {
      id: '70000000-0000-4000-8000-000000000001',
      ideaId: IDEA_ID,
      ideaTitle: 'Solar kiosks',
      status: 'pending' as const,
      message: 'I can help with hardware',
      createdAt: '2025-03-02T10:00:00.000Z',
      respondedAt: null,
      user: colleague,
    };
    let accepted = false;
    renderApp(PATH, {
      user: testUser,
      handlers: {
        [GET_WS]: () =>
          json(workspace({ pendingRequests: accepted ? [] : [request], pendingTotal: accepted ? 0 : 1 })),
        [PRESENCE]: presence,
        [`POST ${COLLAB_API.accept(request.id)}`]: () => {
          accepted = true;
          return json({ ...request, status: 'accepted', respondedAt: request.createdAt });
        },
      },
    });
    expect(await screen.findByText('I can help with hardware')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: `Accept ${colleague.fullName}` }));
    expect(await screen.findByText(WORKSPACE_TEXT.accepted)).toBeVisible();
    await waitFor(() => expect(screen.getByText(WORKSPACE_TEXT.noPending)).toBeVisible());
  });

  it('shows a member their access and no requests', async () => {
    openWorkspace(null, {}, workspace({ me: { userId: me.id, memberRole: 'collaborator' } }));
    expect(await screen.findByText(WORKSPACE_TEXT.yourAccess.collaborator)).toBeVisible();
    expect(screen.queryByText(WORKSPACE_TEXT.noPending)).toBeNull();
  });

  it("tells a stranger 'Failed to load project.' with a way back (403)", async () => {
    renderApp(PATH, {
      user: testUser,
      handlers: { [GET_WS]: () => apiError('E_NOT_TEAM_MEMBER', 'Not a member', 403) },
    });
    expect(await screen.findByText(IDEA_TEXT.projectLoadFailed)).toBeVisible();
    expect(screen.getByRole('link', { name: WORKSPACE_TEXT.backToDashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('shows not found for a 404', async () => {
    renderApp(`/dashboard/shared/${IDEA_ID}`, {
      user: testUser,
      handlers: { [GET_WS]: () => apiError('E_NOT_FOUND', 'Not found', 404) },
    });
    expect(await screen.findByText(WORKSPACE_TEXT.notFoundTitle)).toBeVisible();
  });
});

describe('chat', () => {
  function renderChat(post: () => Response | Promise<Response>) {
    return openWorkspace('chat', {
      [`GET ${WORKSPACE_API.messages(IDEA_ID)}`]: () => json({ items: [message(1)] }),
      [`POST ${WORKSPACE_API.messages(IDEA_ID)}`]: post,
    });
  }

  it('sends on Enter, shows the message at once and keeps one copy when the socket echoes it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetchMock } = renderChat(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Message 1')).toBeVisible();
    const box = screen.getByLabelText(WORKSPACE_TEXT.messageLabel, { selector: 'textarea' });

    const posts = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => init?.method === 'POST' && String(url).endsWith(WORKSPACE_API.messages(IDEA_ID)),
      );
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(posts()).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.change(box, { target: { value: 'line one\nline two' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const log = screen.getByRole('log');
    await waitFor(() => expect(within(log).getByText(/line one\s+line two/)).toBeVisible());
    expect((box as HTMLTextAreaElement).value).toBe('');

    const saved = message(2, me, 'line one\nline two');
    push('message_created', saved);
    answer(json(saved, 201));
    await waitFor(() => expect(within(log).getAllByText(/line one\s+line two/)).toHaveLength(1));
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ body: 'line one\nline two' });
  });

  it('removes the optimistic message and says so when sending fails', async () => {
    renderChat(() => json({ error: { code: 'E_INTERNAL', message: 'x', requestId: 'r' } }, 500));
    await screen.findByText('Message 1');
    const box = screen.getByLabelText(WORKSPACE_TEXT.messageLabel, { selector: 'textarea' });
    fireEvent.change(box, { target: { value: 'will fail' } });
    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.send }));
    expect(await screen.findByText(WORKSPACE_TEXT.sendFailed)).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('log')).queryByText('will fail')).toBeNull());
  });

  it('shows messages from others as they arrive', async () => {
    renderChat(() => json({}, 500));
    await screen.findByText('Message 1');
    push('message_created', message(3, colleague, 'Hello from Cole'));
    expect(await screen.findByText('Hello from Cole')).toBeVisible();
  });
});

describe('tasks', () => {
  it('creates, moves by button and shows live changes and deletions', async () => {
    const moved: unknown[] = [];
    openWorkspace('tasks', {
      [`GET ${WORKSPACE_API.tasks(IDEA_ID)}`]: () => json({ items: [task(1)] }),
      [`POST ${WORKSPACE_API.tasks(IDEA_ID)}`]: (body) =>
        json(task(2, { title: (body as { title: string }).title, assignee: colleague }), 201),
      [`PATCH ${WORKSPACE_API.task(task(1).id)}`]: (body) => {
        moved.push(body);
        return json(task(1, { status: 'doing' }));
      },
    });
    const doing = () => screen.getByRole('region', { name: /^Doing/ });
    expect(await screen.findByText('Task 1')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.addTask }));
    expect(await screen.findByText(IDEA_TEXT.taskTitleRequired)).toBeVisible();

    fireEvent.change(screen.getByLabelText(WORKSPACE_TEXT.taskTitle), {
      target: { value: 'Call suppliers' },
    });
    fireEvent.change(screen.getByLabelText(WORKSPACE_TEXT.assignee), { target: { value: colleague.id } });
    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.addTask }));
    expect(await screen.findByText('Call suppliers')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.moveTaskTo('Task 1', 'Doing') }));
    await waitFor(() => expect(within(doing()).getByText('Task 1')).toBeVisible());
    expect(moved).toEqual([{ status: 'doing' }]);

    push('task_changed', task(2, { title: 'Call suppliers', status: 'done' }));
    const done = screen.getByRole('region', { name: /^Done/ });
    expect(await within(done).findByText('Call suppliers')).toBeVisible();

    push('task_deleted', { id: task(1).id });
    await waitFor(() => expect(screen.queryByText('Task 1')).toBeNull());
  });

  it('moves a task back when the server refuses', async () => {
    openWorkspace('tasks', {
      [`GET ${WORKSPACE_API.tasks(IDEA_ID)}`]: () => json({ items: [task(1, { status: 'doing' })] }),
      [`PATCH ${WORKSPACE_API.task(task(1).id)}`]: () => json({}, 500),
    });
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.moveTaskTo('Task 1', 'Done') }));
    expect(await screen.findByText(WORKSPACE_TEXT.taskFailed)).toBeVisible();
    expect(within(screen.getByRole('region', { name: /^Doing/ })).getByText('Task 1')).toBeVisible();
  });
});

describe('task deletion', () => {
  it('offers Delete only on tasks a collaborator created; the owner may delete any', async () => {
    const tasks = { items: [task(1, { createdById: colleague.id }), task(2, { createdById: me.id })] };
    const asCollaborator = workspace({ me: { userId: colleague.id, memberRole: 'collaborator' } });
    openWorkspace('tasks', { [`GET ${WORKSPACE_API.tasks(IDEA_ID)}`]: () => json(tasks) }, asCollaborator);
    expect(await screen.findByRole('button', { name: WORKSPACE_TEXT.deleteTask('Task 1') })).toBeVisible();
    expect(screen.queryByRole('button', { name: WORKSPACE_TEXT.deleteTask('Task 2') })).toBeNull();
    cleanup();

    openWorkspace('tasks', { [`GET ${WORKSPACE_API.tasks(IDEA_ID)}`]: () => json(tasks) });
    expect(await screen.findByRole('button', { name: WORKSPACE_TEXT.deleteTask('Task 1') })).toBeVisible();
    expect(screen.getByRole('button', { name: WORKSPACE_TEXT.deleteTask('Task 2') })).toBeVisible();
  });
});

describe('files', () => {
  it('shows the empty state', async () => {
    openWorkspace('files', { [`GET ${WORKSPACE_API.files(IDEA_ID)}`]: () => json({ items: [] }) });
    expect(await screen.findByText(WORKSPACE_TEXT.noFiles)).toBeVisible();
  });

  it('lists files, says when a download fails, and deletes after confirming', async () => {
    let files = [file(1), file(2, { canDelete: false, uploader: colleague })];
    openWorkspace('files', {
      [`GET ${WORKSPACE_API.files(IDEA_ID)}`]: () => json({ items: files }),
      [`POST ${WORKSPACE_API.download(file(1).id)}`]: () => json({}, 500),
      [`DELETE ${WORKSPACE_API.file(file(1).id)}`]: () => {
        files = files.slice(1);
        return json({ ok: true });
      },
    });
    expect(await screen.findByText('plan-1.pdf')).toBeVisible();
    expect(screen.getByText(/2\.0 KB · by Cole Collab/)).toBeVisible();
    expect(screen.queryByRole('button', { name: WORKSPACE_TEXT.deleteFile('plan-2.pdf') })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.downloadFile('plan-1.pdf') }));
    expect(await screen.findByText(IDEA_TEXT.downloadFailed)).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: WORKSPACE_TEXT.deleteFile('plan-1.pdf') }));
    const dialog = await screen.findByRole('dialog', { name: WORKSPACE_TEXT.confirmDeleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: WORKSPACE_TEXT.delete }));
    expect(await screen.findByText(WORKSPACE_TEXT.fileDeleted)).toBeVisible();
    await waitFor(() => expect(screen.queryByText('plan-1.pdf')).toBeNull());
  });

  it('refetches the list when another member changes the files', async () => {
    let files = [file(1)];
    openWorkspace('files', { [`GET ${WORKSPACE_API.files(IDEA_ID)}`]: () => json({ items: files }) });
    await screen.findByText('plan-1.pdf');
    files = [file(3), file(1)];
    push('files_changed', { ideaId: IDEA_ID });
    expect(await screen.findByText('plan-3.pdf')).toBeVisible();
  });
});
