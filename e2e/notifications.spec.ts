import {
  buildPath,
  COLLAB_TEXT,
  type HeaderCounts,
  IDEA_API,
  IDEA_PAGE_TEXT,
  NOTIFICATION_API,
  NOTIFICATION_TEXT,
  PATHS,
  userTopic,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  type ContextWidth,
  checkScreen,
  expectAccessible,
  launchBrowser,
  newContext,
  realtimeLive,
  screenshot,
  visit,
} from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

let browser: Browser;
let owner: ApiPerson;
let builder: ApiPerson;
let ideaId = '';
let title = '';

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createPerson('Notify Owner Noor', 'idea_owner', { country: 'India' });
  builder = await createPerson('Notify Builder Bea', 'professional', { country: 'Spain' });
  title = `Tide clocks ${distinctiveWord()}`;
  ({ id: ideaId } = await owner.call<{ id: string }>('POST', IDEA_API.ideas, {
    title,
    shortDescription: 'Harbour clocks that show the next high tide for fishing crews.',
    visibility: 'public',
    openForCollab: true,
    tags: ['maritime'],
  }));
  await startWithNothingUnread(owner);
  await startWithNothingUnread(builder);
});

/**
 * Sign-up sends a welcome notification, delivered from the domain event shortly after: wait
 * for it, then mark everything read, so a spec starts from an empty badge.
 */
async function startWithNothingUnread(person: ApiPerson): Promise<void> {
  await vi.waitFor(
    async () => {
      const counts = await person.call<HeaderCounts>('GET', NOTIFICATION_API.counts);
      expect(counts.notifications, 'the welcome notification').toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 100 },
  );
  await person.call('POST', NOTIFICATION_API.readAll);
}
afterAll(() => browser?.close());

async function signedIn(person: ApiPerson, width: ContextWidth = 'desktop') {
  const context = await newContext(browser, width);
  await logInBrowser(context, person.email);
  return { context, page: await context.newPage() };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellMenu = (page: Page) => page.getByRole('dialog', { name: NOTIFICATION_TEXT.bellLabel });

/** Waits until the bell's label reads `unread` unread (or none), without reloading. */
async function bellReads(page: Page, unread: number) {
  const label = unread > 0 ? `${NOTIFICATION_TEXT.bellLabel}, ${unread} unread` : NOTIFICATION_TEXT.bellLabel;
  await page.getByRole('button', { name: label, exact: true }).waitFor({ timeout: 10_000 });
}

describe('notifications', () => {
  it('B asks to collaborate; A sees the badge live and accepts from the bell; B is told live; B joins', async () => {
    const a = await signedIn(owner);
    const b = await signedIn(builder);
    await visit(a.page, PATHS.dashboard);
    await bellReads(a.page, 0);
    await visit(b.page, buildPath(PATHS.idea, { id: ideaId }));
    await b.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await bellReads(b.page, 0);
    // Both sockets carry their user topic before anything happens.
    await realtimeLive(a.page, userTopic(owner.userId));
    await realtimeLive(b.page, userTopic(builder.userId));

    await b.page.getByRole('button', { name: COLLAB_TEXT.request, exact: true }).click();
    const dialog = b.page.getByRole('dialog', { name: COLLAB_TEXT.requestTitle });
    await dialog.getByLabel(COLLAB_TEXT.message).fill('I restore harbour clocks for a living.');
    await dialog.getByRole('button', { name: COLLAB_TEXT.send }).click();
    await b.page.getByText(COLLAB_TEXT.pending, { exact: true }).waitFor();

    // A's bell counts the request without a reload.
    await bellReads(a.page, 1);
    await bell(a.page).click();
    const menu = bellMenu(a.page);
    const request = menu.getByRole('article').filter({ hasText: 'Notify Builder Bea' }).first();
    await request.getByText('New collaboration request').waitFor();
    await request.getByText(`"${title}"`, { exact: false }).waitFor();
    await expectAccessible(a.page, 'bell menu');
    await screenshot(a.page, 'notifications-bell-open-desktop', { fullPage: false });
    await request.getByRole('button', { name: 'Accept', exact: true }).click();
    await request.getByText(NOTIFICATION_TEXT.resolved.accepted).waitFor({ timeout: 10_000 });
    expect(await request.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    await bellReads(a.page, 0);

    // B hears back without a reload.
    await bellReads(b.page, 1);
    await bell(b.page).click();
    const accepted = bellMenu(b.page)
      .getByRole('article')
      .filter({ hasText: 'Collaboration request accepted' });
    await accepted.getByText('Notify Owner Noor', { exact: false }).waitFor();
    await checkScreen(b.page, 'notifications-bell-accepted-desktop');
    await accepted.getByRole('link').first().click();
    await b.page.waitForURL((url) => url.pathname === buildPath(PATHS.idea, { id: ideaId }));
    await b.page.getByText(COLLAB_TEXT.accepted).waitFor();
    await bellReads(b.page, 0);

    // A's idea page lists B among the collaborators.
    await visit(a.page, buildPath(PATHS.idea, { id: ideaId }));
    await a.page
      .getByRole('region', { name: IDEA_PAGE_TEXT.collaborators })
      .getByRole('link', { name: 'Notify Builder Bea' })
      .waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('A invites C to collaborate; C answers on the idea page; the notification reads resolved and A is told', async () => {
    const inviteeName = `Invitee Ines ${distinctiveWord()}`;
    const invitee = await createPerson(inviteeName, 'professional', { country: 'Portugal' });
    await startWithNothingUnread(invitee);
    const a = await signedIn(owner);
    const c = await signedIn(invitee);
    await visit(a.page, buildPath(PATHS.idea, { id: ideaId }));
    await visit(c.page, PATHS.dashboard);
    await bellReads(c.page, 0);
    await realtimeLive(a.page, userTopic(owner.userId));
    await realtimeLive(c.page, userTopic(invitee.userId));

    await a.page.getByRole('button', { name: COLLAB_TEXT.inviteCollaborator }).click();
    const dialog = a.page.getByRole('dialog', { name: COLLAB_TEXT.inviteCollabTitle });
    await dialog.getByLabel(COLLAB_TEXT.searchPeople).fill(inviteeName);
    await dialog.getByRole('button', { name: `${COLLAB_TEXT.choose} ${inviteeName}` }).click();
    await dialog.getByLabel(COLLAB_TEXT.inviteMessage).fill('We need your eye for brass.');
    await expectAccessible(a.page, 'invite collaborator dialog');
    await screenshot(a.page, 'notifications-invite-collaborator-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: COLLAB_TEXT.sendInvite }).click();
    await a.page.getByText(COLLAB_TEXT.collabInviteSent(inviteeName)).waitFor();
    await a.page.getByRole('heading', { name: COLLAB_TEXT.invitationsTitle }).waitFor();
    const ownerUnread = Number(
      (await bell(a.page).getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? '0',
    );

    await bellReads(c.page, 1);
    await bell(c.page).click();
    const invitation = bellMenu(c.page).getByRole('article').first();
    await invitation.getByRole('button', { name: 'Accept', exact: true }).waitFor();
    await invitation.getByRole('link').first().click();
    await c.page.waitForURL((url) => url.pathname === buildPath(PATHS.idea, { id: ideaId }));
    const banner = c.page.getByRole('region', { name: COLLAB_TEXT.collabInvitedTitle('Notify Owner Noor') });
    await banner.waitFor();
    await checkScreen(c.page, 'notifications-collab-invite-banner-desktop');
    await banner.getByRole('button', { name: COLLAB_TEXT.accept, exact: true }).click();
    await c.page.getByText(COLLAB_TEXT.accepted).waitFor();

    // The invitation notification resolved itself, and A hears that C accepted.
    await bell(c.page).click();
    await bellMenu(c.page)
      .getByRole('article')
      .first()
      .getByText(NOTIFICATION_TEXT.resolved.accepted)
      .waitFor({ timeout: 10_000 });
    await bellReads(a.page, ownerUnread + 1);
    await a.page
      .getByRole('region', { name: IDEA_PAGE_TEXT.collaborators })
      .getByRole('link', { name: inviteeName })
      .waitFor({ timeout: 10_000 });
    await a.context.close();
    await c.context.close();
  });

  it('shows /notifications with its filter, resolved answers and preferences at desktop and phone width', async () => {
    for (const width of ['desktop', 'phone'] as const) {
      const { context, page } = await signedIn(owner, width);
      await visit(page, PATHS.notifications);
      await page.getByRole('heading', { name: NOTIFICATION_TEXT.pageTitle, level: 1 }).waitFor();
      await page.getByText('New collaboration request').first().waitFor();
      await page.getByText(NOTIFICATION_TEXT.resolved.accepted).first().waitFor();
      await page.getByRole('checkbox', { name: NOTIFICATION_TEXT.preferenceLabels.email }).waitFor();
      await checkScreen(page, `notifications-page-${width}`);
      await page.getByRole('button', { name: NOTIFICATION_TEXT.filterUnread, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'unread');
      if (width === 'desktop') {
        // C accepted A's invitation in the previous test: that news is still unread.
        await page.getByText('Invitation accepted').waitFor();
        await checkScreen(page, 'notifications-page-unread-desktop');
        await page.getByRole('button', { name: NOTIFICATION_TEXT.markAllRead }).click();
        await bellReads(page, 0);
      }
      await page.getByText(NOTIFICATION_TEXT.emptyUnread).waitFor();
      await checkScreen(page, `notifications-page-caught-up-${width}`);
      if (width === 'phone') {
        await bell(page).click();
        await bellMenu(page).getByText('New collaboration request').first().waitFor();
        await checkScreen(page, 'notifications-bell-open-phone');
      }
      await context.close();
    }
  });

  it('sends a test notification from the local panel on My Hub and toasts it', async () => {
    const { context, page } = await signedIn(builder);
    await visit(page, PATHS.dashboard);
    await bellReads(page, 0);
    await realtimeLive(page, userTopic(builder.userId));
    await page.getByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle }).click();
    await page.getByRole('button', { name: 'System update', exact: true }).click();
    await page.getByText(NOTIFICATION_TEXT.testSent('System update')).waitFor();
    await bellReads(page, 1);
    await checkScreen(page, 'notifications-test-panel-desktop');
    await context.close();

    const phone = await signedIn(builder, 'phone');
    await visit(phone.page, PATHS.dashboard);
    const toggle = phone.page.getByRole('button', { name: NOTIFICATION_TEXT.testPanelTitle });
    await toggle.waitFor();
    await screenshot(phone.page, 'notifications-test-panel-closed-phone', { fullPage: false });
    await toggle.click();
    await phone.page.getByRole('button', { name: 'Welcome', exact: true }).waitFor();
    await expectAccessible(phone.page, 'test panel (phone)');
    await screenshot(phone.page, 'notifications-test-panel-open-phone', { fullPage: false });
    await phone.context.close();
  });
});
