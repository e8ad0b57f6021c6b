import {
  COLLAB_API,
  COLLAB_TEXT,
  COMMENT_TEXT,
  IDEA_API,
  IDEA_LIMITS,
  IDEA_PAGE_TEXT,
  IDEA_TEXT,
  type IdeaPerson,
  SHELL_TEXT,
} from '@ibh/contract';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { canReply } from '../lib/comment-rules';
import { collabRequest, detail, IDEA_ID, ok, person, teamInvite, thread } from './fixtures';

vi.mock('@/lib/realtime', () => ({ useRealtimeTopic: () => undefined }));

// Route chunks load lazily; on a busy machine the first render takes more than the default second.
configure({ asyncUtilTimeout: 5000 });

pageTestLifecycle();

const PATH = `/ideas/${IDEA_ID}`;
const GET = `GET ${IDEA_API.idea(IDEA_ID)}`;
const COMMENTS = `GET ${IDEA_API.comments(IDEA_ID)}`;
const noComments = () => json({ items: [], nextCursor: null });

function open(idea: ReturnType<typeof detail>, handlers: Record<string, ApiHandler> = {}, user = testUser) {
  return renderApp(PATH, {
    user,
    handlers: { [GET]: () => json(idea), [COMMENTS]: noComments, ...handlers },
  });
}

/**
 * The page for the idea's owner: no requests; the invitations to collaborate and the team invites
 * as `lists` has them when asked; `found` in the people search.
 */
function openAsOwner(
  found: IdeaPerson,
  lists: { invited?: () => unknown[]; invites?: () => unknown[] },
  handlers: Record<string, ApiHandler>,
) {
  open(detail({ viewer: { isOwner: true, canEnterWorkspace: true } as never }), {
    [`GET ${COLLAB_API.requests(IDEA_ID)}`]: () =>
      json({ pending: [], pendingTotal: 0, accepted: [], invited: lists.invited?.() ?? [] }),
    [`GET ${COLLAB_API.teamInvites(IDEA_ID)}`]: () => json({ items: lists.invites?.() ?? [] }),
    [`GET ${COLLAB_API.peopleSearch}`]: () => json({ items: [found] }),
    ...handlers,
  });
}

const likeButton = () => screen.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.like}`) });

describe('/ideas/:id', () => {
  it('shows the idea, its owner and details, and no owner controls to a visitor', async () => {
    open(detail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Solar kiosks' })).toBeVisible();
    expect(screen.getByText('The long story.')).toBeVisible();
    expect(screen.getByText('Pilot, then scale.')).toBeVisible();
    expect(screen.getByText('Olivia Owner')).toBeVisible();
    expect(screen.getByRole('heading', { name: IDEA_PAGE_TEXT.evidence })).toBeVisible();
    expect(screen.queryByText(COLLAB_TEXT.requestsTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.invite })).toBeNull();
    expect(screen.queryByRole('link', { name: IDEA_PAGE_TEXT.openWorkspace })).toBeNull();
    expect(screen.getByRole('button', { name: COLLAB_TEXT.request })).toBeVisible();
  });

  it('gives the owner the requests, invites and remove controls, and the workspace', async () => {
    const member = person(5, { fullName: 'Tina Team' });
    const requester = person(6, { fullName: 'Rita Requester' });
    const accepted: string[] = [];
    open(
      detail({
        team: [{ ...member, addedAt: '2025-01-01T00:00:00.000Z' }],
        viewer: { isOwner: true, canEnterWorkspace: true } as never,
      }),
      {
        [`GET ${COLLAB_API.requests(IDEA_ID)}`]: () =>
          json({
            pending: [
              {
                id: 'r1',
                ideaId: IDEA_ID,
                ideaTitle: 'Solar kiosks',
                status: 'pending',
                message: 'I build kiosks.',
                createdAt: '2025-01-01T00:00:00.000Z',
                respondedAt: null,
                user: requester,
              },
            ],
            pendingTotal: 1,
            accepted: [],
            invited: [],
          }),
        [`GET ${COLLAB_API.teamInvites(IDEA_ID)}`]: () => json({ items: [] }),
        [`POST ${COLLAB_API.accept('r1')}`]: () => {
          accepted.push('r1');
          return json(
            collabRequest({ user: requester, status: 'accepted', respondedAt: '2025-01-02T00:00:00.000Z' }),
          );
        },
      },
    );
    expect(await screen.findByText('I build kiosks.')).toBeVisible();
    expect(screen.getByRole('link', { name: IDEA_PAGE_TEXT.openWorkspace }).getAttribute('href')).toBe(
      `/workspace/${IDEA_ID}`,
    );
    expect(screen.getByRole('button', { name: COLLAB_TEXT.invite })).toBeVisible();
    expect(screen.getByRole('button', { name: COLLAB_TEXT.removeMember('Tina Team') })).toBeVisible();
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.request })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `${COLLAB_TEXT.accept} Rita Requester` }));
    await waitFor(() => expect(accepted).toEqual(['r1']));
  });

  it('reads "Idea not found" for a missing or private idea, with a way back to Explore', async () => {
    renderApp(PATH, { handlers: { [GET]: () => apiError('E_NOT_FOUND', 'Idea not found', 404) } });
    expect(await screen.findByRole('heading', { name: IDEA_TEXT.ideaNotFound })).toBeVisible();
    expect(screen.getByRole('link', { name: IDEA_PAGE_TEXT.backToExplore }).getAttribute('href')).toBe(
      '/explore',
    );
  });

  it('shows the premium lock instead of the details', async () => {
    open(
      detail({ locked: true, isPremium: true, shortDescription: null, fullDescription: null, roadmap: null }),
    );
    expect(await screen.findByText(IDEA_TEXT.premiumLocked)).toBeVisible();
    expect(screen.queryByText(IDEA_PAGE_TEXT.about)).toBeNull();
  });

  it('shows a notice passed in navigation state once, then clears it', async () => {
    const { router } = renderApp(`${PATH}?linkEvidence=1`, {
      state: { notice: 'Evidence linked.' },
      handlers: { [GET]: () => json(detail()), [COMMENTS]: noComments },
    });
    expect(await screen.findByText('Evidence linked.')).toBeVisible();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.search).toBe('?linkEvidence=1');
    expect(screen.getByText('Evidence linked.')).toBeVisible();
  });
});

describe('like', () => {
  it('counts at once and puts the count back when the server refuses', async () => {
    let release: (response: Response) => void = () => undefined;
    open(detail(), {
      [`POST ${IDEA_API.like(IDEA_ID)}`]: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(likeButton().textContent).toContain('3');
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('true'));
    expect(likeButton().textContent).toContain('4');
    release(apiError('E_INTERNAL', 'x', 500));
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
    expect(likeButton().textContent).toContain('3');
    expect(await screen.findByText(IDEA_PAGE_TEXT.likeFailed)).toBeVisible();
  });

  it('keeps the server count when it agrees', async () => {
    open(detail(), { [`POST ${IDEA_API.like(IDEA_ID)}`]: () => json({ liked: true, likesCount: 10 }) });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(likeButton());
    await waitFor(() => expect(likeButton().textContent).toContain('10'));
  });

  it('sends a signed-out visitor to the Restricted Access popup instead', async () => {
    const { fetchMock } = renderApp(PATH, {
      handlers: { [GET]: () => json(detail()), [COMMENTS]: noComments },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(likeButton());
    expect(await screen.findByRole('dialog', { name: SHELL_TEXT.restrictedTitle })).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes(IDEA_API.like(IDEA_ID)))).toBe(false);
  });
});

describe('comments', () => {
  it('answers only top-level comments, until the thread is full', () => {
    const top = thread(1);
    const reply = { ...thread(2, { parentId: top.id }) };
    expect(canReply(top)).toBe(true);
    expect(canReply(reply)).toBe(false);
    const full = thread(3, {
      replies: Array.from({ length: IDEA_LIMITS.repliesPerComment }, (_, i) => ({
        ...thread(40 + (i % 50)),
        id: `reply-${i}`,
        parentId: 'x',
      })),
    });
    expect(canReply(full)).toBe(false);
  });

  it('offers Reply on comments but not on replies, posts a reply with its parent, and Ctrl+Enter posts', async () => {
    const posted: unknown[] = [];
    const top = thread(1, {
      replies: [{ ...thread(2, { parentId: thread(1).id }), replies: undefined } as never],
    });
    open(detail(), {
      [COMMENTS]: () => json({ items: [top], nextCursor: null }),
      [`POST ${IDEA_API.comments(IDEA_ID)}`]: (body) => {
        posted.push(body);
        return json({ ...thread(9), ...(body as object) });
      },
    });
    await screen.findByText('Comment 2');
    expect(screen.getAllByRole('button', { name: COMMENT_TEXT.reply })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: COMMENT_TEXT.reply }));
    const replyBox = screen.getByLabelText(COMMENT_TEXT.replyLabel('Person 11'));
    fireEvent.change(replyBox, { target: { value: ' Thanks! ' } });
    fireEvent.keyDown(replyBox, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(posted).toEqual([{ body: 'Thanks!', parentId: top.id }]));

    fireEvent.click(screen.getByRole('button', { name: COMMENT_TEXT.post }));
    expect(await screen.findByText(IDEA_TEXT.commentRequired)).toBeVisible();
    expect(posted).toHaveLength(1);
  });

  it('deletes a comment only after confirmation', async () => {
    const deleted: string[] = [];
    const mine = thread(1, { canDelete: true });
    open(detail(), {
      [COMMENTS]: () => json({ items: deleted.length ? [] : [mine], nextCursor: null }),
      [`DELETE ${IDEA_API.comment(mine.id)}`]: () => {
        deleted.push(mine.id);
        return json(ok);
      },
    });
    await screen.findByText('Comment 1');
    fireEvent.click(screen.getByRole('button', { name: COMMENT_TEXT.delete }));
    const dialog = await screen.findByRole('dialog', { name: COMMENT_TEXT.deleteTitle });
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: COMMENT_TEXT.deleteConfirm }));
    await waitFor(() => expect(deleted).toEqual([mine.id]));
    await waitFor(() => expect(screen.queryByText('Comment 1')).toBeNull());
  });
});

describe('collaboration requests', () => {
  it('sends a request with a message, then shows it pending and lets it be withdrawn', async () => {
    let request: { id: string; status: 'pending' } | null = null;
    const sent: unknown[] = [];
    open(detail(), {
      [GET]: () => json(detail({ viewer: { collabRequest: request } as never })),
      [`POST ${COLLAB_API.requests(IDEA_ID)}`]: (body) => {
        sent.push(body);
        request = { id: 'r1', status: 'pending' };
        return json(collabRequest({ message: 'I can help.' }), 201);
      },
      [`DELETE ${COLLAB_API.myRequest(IDEA_ID)}`]: () => {
        request = null;
        return json(ok);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: COLLAB_TEXT.request }));
    const dialog = await screen.findByRole('dialog', { name: COLLAB_TEXT.requestTitle });
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.message), {
      target: { value: 'I can help.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: COLLAB_TEXT.send }));
    expect(await screen.findByText(COLLAB_TEXT.pending)).toBeVisible();
    expect(sent).toEqual([{ message: 'I can help.' }]);
    fireEvent.click(screen.getByRole('button', { name: COLLAB_TEXT.withdraw }));
    expect(await screen.findByRole('button', { name: COLLAB_TEXT.request })).toBeVisible();
  });

  it('shows a declined request (with Ask again while the idea is open) or an accepted one, and nothing when the idea is closed', async () => {
    open(detail({ viewer: { collabRequest: { id: 'r1', status: 'declined' } } as never }));
    expect(await screen.findByText(`${COLLAB_TEXT.declined}.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.request })).toBeNull();
    expect(screen.getByRole('button', { name: COLLAB_TEXT.askAgain })).toBeVisible();
    cleanup();

    open(
      detail({ openForCollab: false, viewer: { collabRequest: { id: 'r1', status: 'declined' } } as never }),
    );
    expect(await screen.findByText(`${COLLAB_TEXT.declined}.`)).toBeVisible();
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.askAgain })).toBeNull();
    cleanup();

    open(
      detail({
        viewer: {
          isCollaborator: true,
          canEnterWorkspace: true,
          collabRequest: { id: 'r1', status: 'accepted' },
        } as never,
      }),
    );
    expect(await screen.findByText(COLLAB_TEXT.accepted)).toBeVisible();
    expect(screen.getByRole('link', { name: IDEA_PAGE_TEXT.openWorkspace })).toBeVisible();
    cleanup();

    open(detail({ openForCollab: false }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.request })).toBeNull();
  });

  it('lets an invitee accept a pending team invite', async () => {
    const answered: string[] = [];
    open(detail({ viewer: { teamInvite: { id: 'inv1', message: 'Join us!' } } as never }), {
      [`POST ${COLLAB_API.acceptInvite('inv1')}`]: () => {
        answered.push('inv1');
        return json(teamInvite({ status: 'accepted', invitee: person(1, { id: testUser.id }) }));
      },
    });
    expect(await screen.findByText('Join us!')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: COLLAB_TEXT.invitedAccept }));
    await waitFor(() => expect(answered).toEqual(['inv1']));
  });
});

describe('invitations to collaborate', () => {
  it('shows an invitee who the owner is and lets them accept, instead of a request button', async () => {
    const answered: string[] = [];
    let status: 'invited' | 'accepted' = 'invited';
    open(detail(), {
      [GET]: () =>
        json(
          detail({
            viewer: {
              collabRequest: { id: 'r9', status },
              isCollaborator: status === 'accepted',
            } as never,
          }),
        ),
      [`POST ${COLLAB_API.acceptCollabInvite('r9')}`]: () => {
        answered.push('accept');
        status = 'accepted';
        return json(collabRequest({ id: 'r9', status: 'accepted' }));
      },
    });
    const banner = (
      await screen.findByRole('heading', { name: COLLAB_TEXT.collabInvitedTitle('Olivia Owner') })
    ).closest('section') as HTMLElement;
    expect(screen.queryByRole('button', { name: COLLAB_TEXT.request })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: COLLAB_TEXT.accept }));
    await waitFor(() => expect(answered).toEqual(['accept']));
    expect(await screen.findByText(COLLAB_TEXT.collabInviteAccepted)).toBeVisible();
    expect(await screen.findByText(COLLAB_TEXT.accepted)).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: COLLAB_TEXT.collabInvitedTitle('Olivia Owner') }),
    ).toBeNull();
  });

  it('lets an invitee decline, and says so when answering fails', async () => {
    let fail = true;
    const declined: string[] = [];
    open(detail({ viewer: { collabRequest: { id: 'r9', status: 'invited' } } as never }), {
      [`POST ${COLLAB_API.declineCollabInvite('r9')}`]: () => {
        if (fail) return apiError('E_NOT_PENDING', 'Already answered', 409);
        declined.push('r9');
        return json(collabRequest({ id: 'r9', status: 'declined' }));
      },
    });
    const decline = await screen.findByRole('button', { name: COLLAB_TEXT.decline });
    fireEvent.click(decline);
    expect(await screen.findByText(COLLAB_TEXT.collabInviteFailed)).toBeVisible();
    fail = false;
    fireEvent.click(decline);
    await waitFor(() => expect(declined).toEqual(['r9']));
    expect(await screen.findByText(COLLAB_TEXT.collabInviteDeclined)).toBeVisible();
  });

  it('lets the owner invite someone as a collaborator, list the invitation and withdraw it', async () => {
    const invitee = person(8, { fullName: 'Cora Collab' });
    const sent: unknown[] = [];
    const withdrawn: string[] = [];
    let invited: unknown[] = [];
    openAsOwner(
      invitee,
      { invited: () => invited },
      {
        [`POST ${COLLAB_API.collabInvites(IDEA_ID)}`]: (body) => {
          sent.push(body);
          invited = [
            collabRequest({ id: 'r9', status: 'invited', message: 'Come build with us', user: invitee }),
          ];
          return json(invited[0], 201);
        },
        [`DELETE ${COLLAB_API.collaborator(IDEA_ID, invitee.id)}`]: () => {
          withdrawn.push(invitee.id);
          invited = [];
          return json(ok);
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: COLLAB_TEXT.inviteCollaborator }));
    const dialog = await screen.findByRole('dialog', { name: COLLAB_TEXT.inviteCollabTitle });
    expect(
      (within(dialog).getByRole('radio', { name: COLLAB_TEXT.asCollaborator }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.searchPeople), { target: { value: 'Cor' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `${COLLAB_TEXT.choose} Cora Collab` }));
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.inviteMessage), {
      target: { value: 'Come build with us' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: COLLAB_TEXT.sendInvite }));
    await waitFor(() => expect(sent).toEqual([{ userId: invitee.id, message: 'Come build with us' }]));
    expect(await screen.findByText(COLLAB_TEXT.collabInviteSent('Cora Collab'))).toBeVisible();
    expect(await screen.findByText(COLLAB_TEXT.invitationsTitle)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: `${COLLAB_TEXT.withdrawInvitation}: Cora Collab` }));
    await waitFor(() => expect(withdrawn).toEqual([invitee.id]));
    await waitFor(() => expect(screen.queryByText(COLLAB_TEXT.invitationsTitle)).toBeNull());
  });

  it('switches the invite dialog between team member and collaborator', async () => {
    const teamSent: unknown[] = [];
    const invitee = person(9, { fullName: 'Tom Team' });
    openAsOwner(
      invitee,
      {},
      {
        [`POST ${COLLAB_API.teamInvites(IDEA_ID)}`]: (body) => {
          teamSent.push(body);
          return json(teamInvite({ invitee }), 201);
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: COLLAB_TEXT.inviteCollaborator }));
    const dialog = await screen.findByRole('dialog', { name: COLLAB_TEXT.inviteCollabTitle });
    fireEvent.click(within(dialog).getByRole('radio', { name: COLLAB_TEXT.asTeamMember }));
    expect(await screen.findByRole('dialog', { name: COLLAB_TEXT.inviteTitle })).toBe(dialog);
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.searchPeople), { target: { value: 'Tom' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: `${COLLAB_TEXT.choose} Tom Team` }));
    fireEvent.click(within(dialog).getByRole('button', { name: COLLAB_TEXT.sendInvite }));
    await waitFor(() => expect(teamSent).toEqual([{ userId: invitee.id, message: null }]));
    expect(await screen.findByText(COLLAB_TEXT.inviteSent('Tom Team'))).toBeVisible();
  });
});

describe('team invites', () => {
  it('lets the owner find someone, invite them with a message and cancel a pending invite', async () => {
    const invitee = person(7, { fullName: 'Ivan Invitee' });
    const sent: unknown[] = [];
    const cancelled: string[] = [];
    let invites: unknown[] = [];
    openAsOwner(
      invitee,
      { invites: () => invites },
      {
        [`POST ${COLLAB_API.teamInvites(IDEA_ID)}`]: (body) => {
          sent.push(body);
          const invite = teamInvite({ message: 'Join us', inviter: person(1), invitee });
          invites = [invite];
          return json(invite, 201);
        },
        [`DELETE ${COLLAB_API.invite('inv1')}`]: () => {
          cancelled.push('inv1');
          invites = [];
          return json(teamInvite({ invitee, status: 'cancelled' }));
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: COLLAB_TEXT.invite }));
    const dialog = await screen.findByRole('dialog', { name: COLLAB_TEXT.inviteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: COLLAB_TEXT.sendInvite }));
    expect(await within(dialog).findByText(COLLAB_TEXT.chooseFirst)).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.searchPeople), { target: { value: 'Iva' } });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: `${COLLAB_TEXT.choose} Ivan Invitee` }),
    );
    fireEvent.change(within(dialog).getByLabelText(COLLAB_TEXT.inviteMessage), {
      target: { value: 'Join us' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: COLLAB_TEXT.sendInvite }));
    await waitFor(() => expect(sent).toEqual([{ userId: invitee.id, message: 'Join us' }]));
    const cancel = await screen.findByRole('button', { name: `${COLLAB_TEXT.cancelInvite}: Ivan Invitee` });
    fireEvent.click(cancel);
    await waitFor(() => expect(cancelled).toEqual(['inv1']));
    await waitFor(() => expect(screen.queryByText(COLLAB_TEXT.pendingInvites)).toBeNull());
  });
});
