import {
  IDEA_API,
  IDEA_ENDPOINTS,
  IDEA_TEXT,
  type IdeaDetail,
  PATHS,
  POST_IDEA_TEXT,
  PROFILE_API,
  successStatus,
  WIZARD_STEPS,
  WIZARD_VISIBILITY_LABELS,
} from '@ibh/contract';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshIdeaFields } from '@/test/idea-fields';
import { ideaViewer } from '@/test/idea-viewer';
import { emptyReadiness } from '@/test/readiness';
import { type ApiHandler, apiError, json, renderApp, testUser } from '@/test/render-app';
import { DRAFT_KEY, loadDraft, saveDraft } from '../lib/draft-storage';
import { EMPTY_VALUES, type WizardValues } from '../lib/wizard-values';
import { fakeXhr } from './fake-xhr';

const IDEA_ID = '5f0c8a2e-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const READINESS = `GET ${PROFILE_API.readiness}`;
const PUBLISH = `POST ${IDEA_API.ideas}`;

/** The idea as PUT /api/ideas/:id/files answers it (the idea with its attachments). */
const uploaded: IdeaDetail = {
  id: IDEA_ID,
  title: 'Clinic records',
  oneLiner: null,
  shortDescription: 'Offline-first records for rural clinics.',
  ...freshIdeaFields(),
  visibility: 'private',
  openForCollab: false,
  tags: ['Health'],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  owner: {
    id: testUser.id,
    fullName: 'Ada Founder',
    avatarUrl: null,
    role: 'idea_owner',
    headline: null,
    country: null,
    isVerified: false,
  },
  fullDescription: null,
  roadmap: null,
  skills: [],
  funding: null,
  availability: null,
  imageUrls: [],
  attachments: [],
  team: [],
  collaborators: [],
  viewer: ideaViewer({ isOwner: true, canEnterWorkspace: true }),
};

const ready: WizardValues = {
  ...EMPTY_VALUES,
  title: 'Clinic records',
  shortDescription: 'Offline-first records for rural clinics.',
  visibility: 'supporters',
  tags: ['Health'],
};

// The whole app renders for every test; allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.localStorage.clear();
});

function open(handlers: Record<string, ApiHandler> = {}, user = testUser) {
  return renderApp(PATHS.postIdea, {
    user,
    handlers: { [READINESS]: () => json(emptyReadiness(80)), ...handlers },
  });
}

// Text lookups rather than role queries: the whole app is on the page and role queries are slow.
const button = (name: string) => {
  const found = screen
    .getAllByText(name)
    .map((element) => element.closest('button'))
    .find(Boolean);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const stepTitle = (name: string) =>
  waitFor(() => expect(document.getElementById('post-idea-step-title')?.textContent).toBe(name), {
    timeout: 5000,
  });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/post-idea for someone who is not an idea owner', () => {
  it('says only idea owners can post and links to the dashboard instead of showing the form', async () => {
    open({}, { ...testUser, role: 'professional' });
    expect(await screen.findByText(IDEA_TEXT.onlyOwnersPost, {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: POST_IDEA_TEXT.goToDashboard }).getAttribute('href')).toBe(
      PATHS.dashboard,
    );
    expect(screen.queryByLabelText(POST_IDEA_TEXT.ideaTitle)).toBeNull();
  });

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderApp(PATHS.postIdea, { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.login));
  });
});

describe('the wizard', () => {
  it('validates each step on Continue, puts errors under fields and focuses the first', async () => {
    open();
    await stepTitle(WIZARD_STEPS[0]);
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    expect(await screen.findByText(IDEA_TEXT.titleRequired)).toBeVisible();
    const title = screen.getByLabelText(POST_IDEA_TEXT.ideaTitle);
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(title.getAttribute('aria-invalid')).toBe('true');

    type(POST_IDEA_TEXT.ideaTitle, 'x'.repeat(100));
    expect((title as HTMLInputElement).value).toHaveLength(80);
    expect(screen.queryByText(IDEA_TEXT.titleRequired)).toBeNull();
    type(POST_IDEA_TEXT.oneLiner, 'y'.repeat(121));
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    expect(await screen.findByText(IDEA_TEXT.oneLinerTooLong)).toBeVisible();
    type(POST_IDEA_TEXT.oneLiner, 'Records that work offline');
    fireEvent.click(button(POST_IDEA_TEXT.continue));

    await stepTitle(WIZARD_STEPS[1]);
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    expect(await screen.findByText(IDEA_TEXT.shortDescriptionRequired)).toBeVisible();
    type(POST_IDEA_TEXT.shortDescription, 'For rural clinics.');
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    await stepTitle(WIZARD_STEPS[2]);
  });

  it('filters funding, asks for a privacy level, then shows the preview', async () => {
    saveDraft(testUser.id, { values: { ...ready, visibility: '' }, step: 2 });
    open();
    await stepTitle(WIZARD_STEPS[2]);
    type(POST_IDEA_TEXT.funding, '$12,000.5.5');
    expect((screen.getByLabelText(POST_IDEA_TEXT.funding) as HTMLInputElement).value).toBe('12000.5.5');
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    expect(await screen.findByText(IDEA_TEXT.fundingNumber)).toBeVisible();
    type(POST_IDEA_TEXT.funding, '12000');
    fireEvent.click(button(POST_IDEA_TEXT.continue));

    await stepTitle(WIZARD_STEPS[3]);
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    expect(await screen.findByText(IDEA_TEXT.choosePrivacy)).toBeVisible();
    fireEvent.click(screen.getByLabelText(WIZARD_VISIBILITY_LABELS.public));
    fireEvent.click(button(POST_IDEA_TEXT.continue));
    await stepTitle(WIZARD_STEPS[4]);
    const preview = screen.getByRole('article', { name: ready.title });
    expect(within(preview).getByText('$12,000')).toBeVisible();
    fireEvent.click(button(POST_IDEA_TEXT.back));
    await stepTitle(WIZARD_STEPS[3]);
  });

  it('keeps chips within 12 per list, refusing case-insensitive duplicates', async () => {
    open();
    const input = await screen.findByRole('combobox', { name: POST_IDEA_TEXT.tags });
    for (const tag of ['AI', 'ai', ...Array.from({ length: 12 }, (_, i) => `Tag ${i}`)]) {
      fireEvent.change(input, { target: { value: tag } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    const chips = within(screen.getByRole('list', { name: 'Selected tags' })).getAllByRole('listitem');
    expect(chips).toHaveLength(12);
    expect(chips.filter((chip) => chip.textContent?.toLowerCase() === 'ai')).toHaveLength(1);
  });

  it('jumps between steps from the stepper and the summary', async () => {
    open();
    await stepTitle(WIZARD_STEPS[0]);
    fireEvent.click(screen.getByRole('button', { name: /^Step 4 of 5: Privacy/ }));
    await stepTitle(WIZARD_STEPS[3]);
    const [summaryRow] = screen.getAllByRole('button', { name: /^Tags/ });
    fireEvent.click(summaryRow as HTMLElement);
    await stepTitle(WIZARD_STEPS[0]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: WIZARD_STEPS[0] })),
    );
  });
});

describe('the draft', () => {
  it("saves as you type with 'Saving…' then 'Draft saved', restores on load and saves on demand", async () => {
    const first = open();
    await stepTitle(WIZARD_STEPS[0]);
    type(POST_IDEA_TEXT.ideaTitle, 'Clinic records');
    expect(screen.getByText(POST_IDEA_TEXT.saving)).toBeVisible();
    expect(await screen.findByText(POST_IDEA_TEXT.draftSaved)).toBeVisible();
    expect(loadDraft(testUser.id)?.values.title).toBe('Clinic records');
    first.unmount();

    open();
    expect(await screen.findByText(new RegExp(POST_IDEA_TEXT.draftRestored))).toBeVisible();
    expect(screen.getByText(new RegExp(POST_IDEA_TEXT.filesNotKept))).toBeVisible();
    expect((screen.getByLabelText(POST_IDEA_TEXT.ideaTitle) as HTMLInputElement).value).toBe(
      'Clinic records',
    );
    window.localStorage.removeItem(DRAFT_KEY);
    fireEvent.click(button(POST_IDEA_TEXT.saveDraft));
    expect((await screen.findAllByText(POST_IDEA_TEXT.draftSaved)).length).toBeGreaterThan(0);
    expect(loadDraft(testUser.id)?.values.title).toBe('Clinic records');
  });
});

describe('publishing', () => {
  it('re-validates steps 0-3 and jumps to the first failing one', async () => {
    saveDraft(testUser.id, { values: { ...ready, shortDescription: '', visibility: '' }, step: 4 });
    const { fetchMock } = open();
    await stepTitle(WIZARD_STEPS[4]);
    fireEvent.click(button(POST_IDEA_TEXT.publish));
    await stepTitle(WIZARD_STEPS[1]);
    expect(screen.getByText(IDEA_TEXT.shortDescriptionRequired)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(POST_IDEA_TEXT.shortDescription)),
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(IDEA_API.ideas))).toBe(false);
  });

  it('posts the idea, uploads each file, skips a failed upload with a toast, clears the draft, goes to /explore', async () => {
    const { FakeXhr, sent } = fakeXhr((url) =>
      url.includes('broken')
        ? { status: 500 }
        : { status: successStatus(IDEA_ENDPOINTS.uploadFile), body: uploaded },
    );
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    saveDraft(testUser.id, { values: ready, step: 1 });
    const { router, fetchMock } = open({
      [PUBLISH]: () => json({ id: IDEA_ID }, successStatus(IDEA_ENDPOINTS.publish)),
    });
    await stepTitle(WIZARD_STEPS[1]);
    const picker = screen.getByLabelText(POST_IDEA_TEXT.addFiles);
    fireEvent.change(picker, {
      target: { files: [new File(['a'], 'broken.png', { type: 'image/png' }), new File(['b'], 'deck.pdf')] },
    });
    expect(await screen.findByRole('button', { name: POST_IDEA_TEXT.removeFile('deck.pdf') })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /^Step 5 of 5/ }));
    await stepTitle(WIZARD_STEPS[4]);
    fireEvent.click(button(POST_IDEA_TEXT.publish));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.explore));

    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith(IDEA_API.ideas));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      title: 'Clinic records',
      visibility: 'supporters',
      stage: 'raw',
      tags: ['Health'],
      funding: null,
    });
    expect(sent.map((s) => s.url)).toEqual([
      `${IDEA_API.files(IDEA_ID)}?name=broken.png`,
      `${IDEA_API.files(IDEA_ID)}?name=deck.pdf`,
    ]);
    expect(sent[1]?.headers['content-type']).toBe('application/pdf');
    expect(await screen.findByText(new RegExp(POST_IDEA_TEXT.uploadSkipped('broken.png')))).toBeVisible();
    expect(screen.queryByText(new RegExp(POST_IDEA_TEXT.uploadSkipped('deck.pdf')))).toBeNull();
    expect(screen.getByText(POST_IDEA_TEXT.published)).toBeVisible();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("shows the server's message when the insert is refused, and keeps the draft", async () => {
    saveDraft(testUser.id, { values: ready, step: 4 });
    open({ [PUBLISH]: () => apiError('E_NOT_AUTHORIZED', 'Only Idea Owners can post ideas.', 403) });
    await stepTitle(WIZARD_STEPS[4]);
    fireEvent.click(button(POST_IDEA_TEXT.publish));
    expect((await screen.findByRole('alert')).textContent).toBe('Only Idea Owners can post ideas.');
    expect(button(POST_IDEA_TEXT.publish).hasAttribute('disabled')).toBe(false);
    expect(loadDraft(testUser.id)).not.toBeNull();
  });

  it("says 'Something went wrong while publishing.' when the server cannot be reached", async () => {
    saveDraft(testUser.id, { values: ready, step: 4 });
    open({
      [PUBLISH]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await stepTitle(WIZARD_STEPS[4]);
    fireEvent.click(button(POST_IDEA_TEXT.publish));
    expect((await screen.findByRole('alert')).textContent).toBe(IDEA_TEXT.publishFailed);
  });

  it('disables Publish while publishing', async () => {
    saveDraft(testUser.id, { values: ready, step: 4 });
    let answer: (response: Response) => void = () => undefined;
    open({ [PUBLISH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await stepTitle(WIZARD_STEPS[4]);
    fireEvent.click(button(POST_IDEA_TEXT.publish));
    const busy = await screen.findByRole('button', { name: POST_IDEA_TEXT.publishing });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('progressbar', { name: POST_IDEA_TEXT.publishProgress })).toBeVisible();
    await act(async () => answer(json({ id: IDEA_ID }, successStatus(IDEA_ENDPOINTS.publish))));
  });
});

describe('the readiness nudge', () => {
  it("shows 'Complete now' while the score is under 60", async () => {
    renderApp(PATHS.postIdea, { user: testUser, handlers: { [READINESS]: () => json(emptyReadiness(40)) } });
    expect(await screen.findByText(IDEA_TEXT.readinessNudge)).toBeVisible();
    expect(screen.getByRole('link', { name: IDEA_TEXT.readinessNudgeLink }).getAttribute('href')).toBe(
      `${PATHS.editProfile}#founder-readiness`,
    );
  });

  it('stays away at 60 and above', async () => {
    let read = false;
    const { queryClient } = renderApp(PATHS.postIdea, {
      user: testUser,
      handlers: {
        [READINESS]: () => {
          read = true;
          return json(emptyReadiness(60));
        },
      },
    });
    await stepTitle(WIZARD_STEPS[0]);
    // The score has been read and every read has settled: the nudge would be on screen now.
    await waitFor(() => expect(read && queryClient.isFetching() === 0).toBe(true));
    expect(screen.queryByText(IDEA_TEXT.readinessNudge)).toBeNull();
  });
});
