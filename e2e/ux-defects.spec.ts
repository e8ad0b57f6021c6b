// Issue 13: what a new user hit walking every route at 1280, 390 and 360 px. Each defect has
// the check that would have caught it; the screens are saved under test-results/e2e/ux-*.
import {
  ACCOUNT_MENU_TEXT,
  COLLAB_API,
  COMPLETE_PROFILE_TEXT,
  HUB_TEXT,
  IDEA_API,
  IDEA_TEXT,
  type IdeaCollabRequests,
  LEGAL_TEXT,
  MESSAGE_TEXT,
  NAV_TEXT,
  NOTIFICATION_TEXT,
  OWNER_IDEAS_TEXT,
  PATHS,
  POST_IDEA_TEXT,
  PROFILE_TEXT,
  SHELL_TEXT,
  STUDENTS_TEXT,
  type TeamInvite,
  VERIFY_TEXT,
  WORKSPACE_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  baseUrl,
  checkScreen,
  launchBrowser,
  NARROW_VIEWPORT,
  newContext,
  screenshot,
  VIEWPORTS,
  visit,
} from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

const DEMO_PASSWORD = 'demo-pass-1234';
type Width = 'desktop' | 'phone' | 'narrow';
const WIDTHS: readonly Width[] = ['desktop', 'phone', 'narrow'];

let browser: Browser;
let owner: ApiPerson;
let collaborator: ApiPerson;
let teamMember: ApiPerson;
let joiner: ApiPerson;
let ideaId = '';
const word = distinctiveWord();
const ideaTitle = `Tidal battery co-op ${word}`;

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, collaborator, teamMember, joiner] = await Promise.all([
    createPerson('UX Owner Uma', 'idea_owner', { country: 'India' }),
    createPerson('UX Collab Cleo', 'professional', { country: 'France' }),
    createPerson('UX Team Tariq', 'professional', { country: 'Kenya' }),
    createPerson('UX Joiner Jo', 'idea_owner', { country: 'Spain' }),
  ]);
  ({ id: ideaId } = await owner.call<{ id: string }>('POST', IDEA_API.ideas, {
    title: ideaTitle,
    shortDescription: 'Neighbours share a tidal battery and split what it earns.',
    visibility: 'public',
    openForCollab: true,
    tags: ['energy'],
  }));
  // Cleo and Jo collaborate (accepted requests); Tariq joins the team (accepted invite).
  for (const person of [collaborator, joiner]) {
    await person.call('POST', COLLAB_API.requests(ideaId), { message: 'I would like to help.' });
  }
  const requests = await owner.call<IdeaCollabRequests>('GET', COLLAB_API.requests(ideaId));
  for (const request of requests.pending) await owner.call('POST', COLLAB_API.accept(request.id));
  await owner.call('POST', COLLAB_API.teamInvites(ideaId), { userId: teamMember.userId });
  const invites = await teamMember.call<{ items: TeamInvite[] }>('GET', COLLAB_API.myTeamInvites);
  const invite = invites.items.find((item) => item.ideaId === ideaId);
  if (!invite) throw new Error('the team invite is missing');
  await teamMember.call('POST', COLLAB_API.acceptInvite(invite.id));
});
afterAll(() => browser?.close());

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** One sign-in per person for the whole file: the server limits sign-ins per address. */
const sessions = new Map<string, SessionState>();

/** A signed-in context at the width; phones get touch, so taps are real taps. */
async function signedIn(email: string, width: Width = 'desktop', password?: string) {
  const storageState = sessions.get(email);
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: width === 'desktop' ? VIEWPORTS.desktop : width === 'phone' ? VIEWPORTS.phone : NARROW_VIEWPORT,
    isMobile: width !== 'desktop',
    hasTouch: width !== 'desktop',
    reducedMotion: 'reduce',
    ...(storageState ? { storageState } : {}),
  });
  if (!storageState) {
    await logInBrowser(context, email, password);
    sessions.set(email, await context.storageState());
  }
  return { context, page: await context.newPage() };
}

/**
 * The element is what a tap at it reaches: scrolled to the bottom edge of the screen (where a
 * floating button sits) and to the middle, the topmost element at its centre and near both ends
 * is itself or inside it.
 */
async function expectUncovered(target: Locator, what: string): Promise<void> {
  for (const block of ['end', 'center'] as const) {
    const covered = await target.evaluate((el, where) => {
      el.scrollIntoView({ block: where, inline: 'nearest' });
      const box = el.getBoundingClientRect();
      const y = box.top + box.height / 2;
      return [box.left + 2, box.left + box.width / 2, box.right - 2]
        .map((x) => document.elementFromPoint(x, y))
        .filter((hit) => !(hit && (hit === el || el.contains(hit))))
        .map((hit) => hit?.outerHTML.slice(0, 160) ?? 'nothing');
    }, block);
    expect(covered, `${what} is covered (scrolled to ${block})`).toEqual([]);
  }
}

const inboxFab = (page: Page) => page.getByRole('link', { name: new RegExp(`^${NAV_TEXT.inbox}`) });
const accountMenu = (page: Page) => page.getByRole('button', { name: ACCOUNT_MENU_TEXT.label, exact: true });

describe('1. the floating Inbox button never covers an action', () => {
  it('lets the workspace chat Send button receive the tap at 390 and 360 px', async () => {
    for (const width of ['phone', 'narrow'] as const) {
      const { context, page } = await signedIn(owner.email, width);
      await visit(page, `/workspace/${ideaId}?tab=chat`);
      await page.getByRole('log').waitFor();
      const text = `Tapped send at ${width}`;
      await page.getByRole('textbox', { name: WORKSPACE_TEXT.messageLabel }).fill(text);
      const send = page.getByRole('button', { name: WORKSPACE_TEXT.send });
      await expectUncovered(send, `Send (${width})`);
      expect(await inboxFab(page).count()).toBe(0);
      await send.tap();
      const sent = page.getByRole('log').getByText(text);
      await sent.first().waitFor();
      // Sent once (the optimistic copy gives way to the saved one), and still on the workspace.
      await expect.poll(() => sent.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(`/workspace/${ideaId}`);
      await screenshot(page, `ux-workspace-chat-${width}`, { fullPage: false });
      await context.close();
    }
  });

  it('keeps the inbox composer, the profile Save bar and the wizard footer clear, and shows it elsewhere', async () => {
    for (const width of ['phone', 'narrow'] as const) {
      const { context, page } = await signedIn(owner.email, width);
      await visit(page, PATHS.dashboard);
      await inboxFab(page).waitFor();

      await visit(page, `${PATHS.inbox}?to=${collaborator.userId}`);
      const send = page.getByRole('button', { name: MESSAGE_TEXT.send, exact: true });
      await send.waitFor();
      await expectUncovered(send, `inbox Send (${width})`);
      expect(await inboxFab(page).count()).toBe(0);

      await visit(page, PATHS.editProfile);
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await save.waitFor();
      await expectUncovered(save, `profile Save (${width})`);
      expect(await inboxFab(page).count()).toBe(0);
      await screenshot(page, `ux-edit-profile-${width}`, { fullPage: false });

      await visit(page, PATHS.postIdea);
      const next = page.getByRole('button', { name: POST_IDEA_TEXT.continue, exact: true });
      await next.waitFor();
      await expectUncovered(next, `wizard Continue (${width})`);
      expect(await inboxFab(page).count()).toBe(0);
      await context.close();
    }
  });
});

describe('2. the local test panel covers nothing on My Hub', () => {
  it('is a collapsed launcher on the title row that expands on demand', async () => {
    for (const width of WIDTHS) {
      const { context, page } = await signedIn(owner.email, width);
      await visit(page, PATHS.dashboard);
      const title = page.getByRole('heading', { name: HUB_TEXT.title, level: 1 });
      await title.waitFor();
      await page.getByRole('heading', { name: 'UX Owner Uma' }).waitFor();
      const launcher = page.getByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle });
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      expect(await launcher.evaluate((el) => el.closest('[style*="fixed"], .fixed') === null)).toBe(true);
      await expectUncovered(title, `My Hub heading (${width})`);
      await expectUncovered(page.locator('#hub-overview-ideas'), `My Ideas heading (${width})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkScreen(page, `ux-dashboard-${width}`);

      await launcher.click();
      await page.getByRole('button', { name: 'System update', exact: true }).waitFor();
      await screenshot(page, `ux-dashboard-test-panel-open-${width}`, { fullPage: false });
      await page.keyboard.press('Escape');
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    }
  });
});

describe('3. signed-in pages keep the header', () => {
  const hasHeader = async (page: Page, width: Width, path: string) => {
    await accountMenu(page).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${NOTIFICATION_TEXT.bellLabel}`) }).waitFor();
    if (width === 'desktop') await page.getByRole('navigation', { name: NAV_TEXT.mainNav }).waitFor();
    else await page.getByRole('button', { name: NAV_TEXT.openMenu }).waitFor();
    expect(new URL(page.url()).pathname, path).toBe(path);
  };

  it('shows navigation, bell and account menu on every settings page', { timeout: 120_000 }, async () => {
    for (const width of WIDTHS) {
      const { context, page } = await signedIn(owner.email, width);
      for (const path of [PATHS.editProfile, PATHS.changePassword, PATHS.notifications, PATHS.verify]) {
        await visit(page, path);
        await hasHeader(page, width, path);
      }
      await page.getByText(PROFILE_TEXT.ideaOwnersCannotVerify).waitFor();
      await checkScreen(page, `ux-verify-owner-${width}`);
      // Someone already onboarded is sent on to My Hub, which has the header.
      await visit(page, PATHS.completeSignup);
      await page.waitForURL((url) => url.pathname === PATHS.dashboard);
      await hasHeader(page, width, PATHS.dashboard);
      await context.close();
    }
    const admin = await signedIn('admin@demo.test', 'desktop', DEMO_PASSWORD);
    await visit(admin.page, PATHS.adminDashboard);
    await hasHeader(admin.page, 'desktop', PATHS.adminDashboard);
    await admin.context.close();
  });
});

describe('4. no dead ends', () => {
  it('tells an idea owner on /verify that Idea Owners cannot request verification', async () => {
    const { context, page } = await signedIn(owner.email);
    await visit(page, PATHS.verify);
    const alert = page.getByRole('alert').filter({ hasText: PROFILE_TEXT.ideaOwnersCannotVerify });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe(PATHS.verify);
    await alert.getByRole('link', { name: VERIFY_TEXT.backToDashboard }).click();
    await page.waitForURL((url) => url.pathname === PATHS.dashboard);
    await context.close();
  });

  it("shows a professional the spec's modal from the header, and the next step on /post-idea", async () => {
    for (const width of ['desktop', 'phone'] as const) {
      const { context, page } = await signedIn(collaborator.email, width);
      await visit(page, PATHS.community);
      if (width === 'phone') await page.getByRole('button', { name: NAV_TEXT.openMenu }).click();
      await page.getByRole('button', { name: NAV_TEXT.postIdea, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: SHELL_TEXT.restrictedTitle });
      await dialog.getByText(IDEA_TEXT.onlyOwnersPostModal).waitFor();
      await screenshot(page, `ux-post-idea-modal-${width}`, { fullPage: false });
      await dialog.getByRole('link', { name: NAV_TEXT.explore }).click();
      await page.waitForURL((url) => url.pathname === PATHS.explore);

      await visit(page, PATHS.postIdea);
      await page.getByRole('heading', { name: IDEA_TEXT.onlyOwnersPost }).waitFor();
      await checkScreen(page, `ux-post-idea-refusal-${width}`);
      await page.getByRole('link', { name: POST_IDEA_TEXT.supportIdeas }).click();
      await page.waitForURL((url) => url.pathname === PATHS.explore);
      await context.close();
    }
  });

  it('shows /complete-signup only to someone who has not completed it, with the documents linked', async () => {
    const fresh = await new ApiPerson().signUp('UX Fresh Fay', 'idea_owner');
    const { context, page } = await signedIn(fresh.email, 'phone');
    await visit(page, PATHS.completeSignup);
    await page.getByRole('heading', { name: COMPLETE_PROFILE_TEXT.title }).waitFor();
    const terms = page.getByRole('link', { name: LEGAL_TEXT.terms.title });
    const privacy = page.getByRole('link', { name: LEGAL_TEXT.privacy.title });
    expect(await terms.getAttribute('href')).toBe(PATHS.terms);
    expect(await privacy.getAttribute('href')).toBe(PATHS.privacy);
    await checkScreen(page, 'ux-complete-signup-phone');
    for (const [path, title] of [
      [PATHS.terms, LEGAL_TEXT.terms.title],
      [PATHS.privacy, LEGAL_TEXT.privacy.title],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    }
    await checkScreen(page, 'ux-privacy-phone');
    await context.close();
  });
});

describe('5. labels and words', () => {
  it("says the students' figures are live counts (issue 19: no longer sample data)", async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await visit(page, PATHS.students);
    const stats = page.getByRole('region', { name: STUDENTS_TEXT.statsTitle });
    await stats.getByText(STUDENTS_TEXT.statsNote, { exact: true }).waitFor();
    expect(await stats.getByText(SHELL_TEXT.sampleData, { exact: true }).count()).toBe(0);
    await checkScreen(page, 'ux-students-phone');
    await context.close();
  });

  it('tells team members and collaborators apart in the workspace and on My Hub', async () => {
    const own = await signedIn(owner.email);
    await visit(own.page, `/workspace/${ideaId}`);
    const crumbs = own.page.getByRole('navigation', { name: WORKSPACE_TEXT.breadcrumb });
    await crumbs.getByRole('link', { name: WORKSPACE_TEXT.myIdeas }).waitFor();
    expect(await crumbs.textContent()).not.toContain(WORKSPACE_TEXT.sharedProject);
    const team = own.page.getByRole('region', { name: WORKSPACE_TEXT.team, exact: true });
    const collaborators = own.page.getByRole('region', { name: WORKSPACE_TEXT.collaborators, exact: true });
    await team.getByText('UX Team Tariq').waitFor();
    expect(await team.textContent()).not.toContain('UX Collab Cleo');
    await collaborators.getByText('UX Collab Cleo').waitFor();
    expect(await collaborators.textContent()).not.toContain('UX Team Tariq');
    await checkScreen(own.page, 'ux-workspace-owner-desktop');
    await own.context.close();

    const pro = await signedIn(collaborator.email);
    await visit(pro.page, `/workspace/${ideaId}`);
    await pro.page
      .getByRole('navigation', { name: WORKSPACE_TEXT.breadcrumb })
      .getByText(WORKSPACE_TEXT.sharedProject)
      .waitFor();
    await pro.context.close();

    // Jo collaborates on Uma's idea: Jo's Collaborators list has Uma and Cleo, and not Tariq.
    const jo = await signedIn(joiner.email);
    await visit(jo.page, `${PATHS.dashboard}?view=collaborators`);
    const list = jo.page.getByRole('main');
    await list.getByText('UX Collab Cleo').waitFor();
    await list.getByText('UX Owner Uma').waitFor();
    const text = (await list.textContent()) ?? '';
    expect(text).not.toContain('UX Team Tariq');
    expect(text).not.toContain('Team member on');
    await checkScreen(jo.page, 'ux-dashboard-collaborators-desktop');
    await jo.context.close();
  });
});

describe('6. wizard chips', () => {
  it('closes the tag suggestions after Enter, so Continue takes the tap', async () => {
    for (const width of ['phone', 'narrow'] as const) {
      const { context, page } = await signedIn(owner.email, width);
      await visit(page, PATHS.postIdea);
      const tags = page.getByRole('combobox', { name: POST_IDEA_TEXT.tags, exact: true });
      await tags.fill('fin');
      expect(await tags.getAttribute('aria-expanded')).toBe('true');
      await tags.press('ArrowDown');
      await tags.press('Enter');
      expect(await tags.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('listbox', { name: POST_IDEA_TEXT.tags }).isVisible()).toBe(false);
      await tags.fill('Offline-first');
      await tags.press('Enter');
      expect(await tags.getAttribute('aria-expanded')).toBe('false');
      const next = page.getByRole('button', { name: POST_IDEA_TEXT.continue, exact: true });
      await expectUncovered(next, `Continue after chips (${width})`);
      await next.tap();
      // Continue was reached: it checks the step and names what is missing.
      await page.getByText(IDEA_TEXT.titleRequired).waitFor();
      await screenshot(page, `ux-wizard-chips-${width}`, { fullPage: false });
      await context.close();
    }
  });
});

describe('7 and 9. toasts, badges, sort, profiles and cards', () => {
  it('shows toasts below the header, and the bell alone carries the unread badge', async () => {
    for (const width of ['desktop', 'phone'] as const) {
      const { context, page } = await signedIn(owner.email, width);
      await visit(page, PATHS.dashboard);
      await page.getByRole('heading', { name: 'UX Owner Uma' }).waitFor();
      await page.getByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle }).click();
      await page.getByRole('button', { name: 'System update', exact: true }).click();
      const toast = page.getByText(NOTIFICATION_TEXT.testSent('System update'));
      await toast.waitFor();
      const header = await page.getByRole('banner').boundingBox();
      const box = await toast.boundingBox();
      expect(box && header && box.y >= header.y + header.height, 'toast below the header').toBe(true);
      await screenshot(page, `ux-toast-${width}`, { fullPage: false });
      await page
        .getByRole('button', { name: new RegExp(`^${NOTIFICATION_TEXT.bellLabel}, \\d+ unread`) })
        .waitFor();
      expect(await accountMenu(page).textContent()).not.toMatch(/\d/);
      await context.close();
    }
  });

  it("keeps My Hub's Sort by on the heading row of the list it sorts", async () => {
    // An owner (three sorts) and a professional (Most Recent only, with the reason under it).
    for (const person of [owner, collaborator]) {
      const { context, page } = await signedIn(person.email);
      await visit(page, PATHS.dashboard);
      const heading = await page.locator('#hub-overview-ideas').boundingBox();
      const select = await page.getByLabel(HUB_TEXT.sortLabel).boundingBox();
      const label = await page.getByText(HUB_TEXT.sortLabel, { exact: true }).boundingBox();
      if (!heading || !select || !label) throw new Error('heading or sort missing');
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      // 'Sort by' and its select sit on the heading's row, not above or below it.
      expect(Math.abs(middle(select) - middle(heading))).toBeLessThan(8);
      expect(Math.abs(middle(label) - middle(heading))).toBeLessThan(8);
      await context.close();
    }
  });

  it("lists a founder's public ideas on their profile", async () => {
    for (const width of ['desktop', 'narrow'] as const) {
      const { context, page } = await signedIn(joiner.email, width);
      await visit(page, `/profile/${owner.userId}`);
      const ideas = page.getByRole('region', { name: OWNER_IDEAS_TEXT.title });
      await ideas.getByRole('link', { name: ideaTitle }).waitFor();
      await checkScreen(page, `ux-founder-profile-${width}`);
      await context.close();
    }
  });

  it('shows Explore cards without a picture compact on phones, with the cover from 640 px', async () => {
    for (const width of ['phone', 'desktop'] as const) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await visit(page, `${PATHS.explore}?q=${word}`);
      const card = page.getByRole('article', { name: ideaTitle });
      await card.waitFor();
      const top = (await card.boundingBox())?.y ?? 0;
      const titleTop = (await card.getByRole('heading', { name: ideaTitle }).boundingBox())?.y ?? 0;
      if (width === 'phone') expect(titleTop - top).toBeLessThan(90);
      else expect(titleTop - top).toBeGreaterThan(150);
      await checkScreen(page, `ux-explore-${width}`);
      await context.close();
    }
  });
});

describe('8. unknown routes', () => {
  it('answer 404 with the Not found page; known routes answer 200', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const missing = await page.goto('/no-such-page-here');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: SHELL_TEXT.notFoundTitle }).waitFor();
    await page.getByText(SHELL_TEXT.notFoundBody).waitFor();
    expect((await page.goto(`/ideas/${ideaId}/extra`))?.status()).toBe(404);
    for (const path of [PATHS.explore, `/ideas/${ideaId}`, `/profile/${owner.userId}`, '/workspace/x']) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
    await context.close();
  });
});
