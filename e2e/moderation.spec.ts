import { ADMIN_CONSOLE_TEXT, MESSAGE_API, MODERATION_TEXT, NOTIFICATION_API, PATHS } from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, E2E_PASSWORD, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

/**
 * The moderation queue's admin screen (issue 26 item 15): a report a user files shows in the
 * console's Reports tab with the item, the reporter and the author; the admin hides the item (after
 * confirming), warns the author or dismisses it, and each lands where a person would notice.
 */
const DEMO_PASSWORD = 'demo-pass-1234';
const ADMIN = 'admin@demo.test';
const T = MODERATION_TEXT;

let browser: Browser;
let author: ApiPerson;
let reporter: ApiPerson;
beforeAll(async () => {
  browser = await launchBrowser();
  const tag = Date.now().toString(36);
  author = await createPerson(`Rowan Rude ${tag}`, 'idea_owner', { country: 'Spain' });
  reporter = await createPerson(`Tess Reporter ${tag}`, 'idea_owner', { country: 'Spain' });
}, 120_000);
afterAll(() => browser?.close());

async function signedIn(width: ContextWidth, email: string, password = DEMO_PASSWORD) {
  const context: BrowserContext = await newContext(browser, width);
  await logInBrowser(context, email, password);
  return { context, page: await context.newPage() };
}

/** The author sends the reporter `body`; the reporter reports it. */
async function reported(body: string, reason: string): Promise<string> {
  const sent = await author.call<{ message: { id: string } }>('POST', MESSAGE_API.send, {
    recipientId: reporter.userId,
    body,
  });
  await reporter.call('POST', MESSAGE_API.report(sent.message.id), { reason });
  return sent.message.id;
}

async function openReports(page: Page) {
  await visit(page, `${PATHS.adminShop}?tab=reports`);
  await page.getByRole('heading', { level: 1, name: ADMIN_CONSOLE_TEXT.title }).waitFor();
  await page.getByRole('tab', { name: T.tabLabel }).waitFor();
}

const reportRow = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

describe('the moderation queue', () => {
  it('an admin hides a reported message after confirming; the reporter no longer sees it, the author still does', {
    timeout: 180_000,
  }, async () => {
    const word = `Hidden-${Date.now().toString(36)}`;
    await reported(`Buy my course now ${word}`, 'Spam');

    const admin = await signedIn('desktop', ADMIN);
    await openReports(admin.page);
    const row = reportRow(admin.page, word);
    await row.waitFor();
    expect(await row.getByText('Spam', { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText(/Rowan Rude/).isVisible()).toBe(true);
    expect(await row.getByText(/Tess Reporter/).isVisible()).toBe(true);
    await checkScreen(admin.page, 'moderation-reports-desktop');

    await row.getByRole('button', { name: T.actionLabels.hide }).click();
    const dialog = admin.page.getByRole('dialog', { name: T.confirmHideTitle });
    await dialog.waitFor();
    await checkScreen(admin.page, 'moderation-confirm-hide-desktop');
    await dialog.getByRole('button', { name: T.confirmHide }).click();
    await admin.page.getByRole('status').filter({ hasText: T.done.hide }).waitFor();
    // Closed: gone from the open queue, listed under Actioned with the Hidden mark.
    await row.waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: T.filters.actioned }).click();
    const closed = reportRow(admin.page, word);
    await closed.getByText(T.hiddenBadge, { exact: true }).waitFor();
    expect(await closed.getByRole('button', { name: T.actionLabels.hide }).count()).toBe(0);

    // The reporter's conversation no longer shows the message; a later one does show.
    await author.call('POST', MESSAGE_API.send, { recipientId: reporter.userId, body: `After ${word}` });
    const reader = await signedIn('desktop', reporter.email, E2E_PASSWORD);
    await visit(reader.page, `${PATHS.inbox}?to=${author.userId}`);
    await reader.page.getByText(`After ${word}`).last().waitFor();
    expect(await reader.page.getByText(`Buy my course now ${word}`).count()).toBe(0);
    const own = await author.call<{ messages: { body: string }[] }>(
      'GET',
      MESSAGE_API.thread(reporter.userId),
    );
    expect(own.messages.map((m) => m.body)).toContain(`Buy my course now ${word}`);

    await reader.context.close();
    await admin.context.close();
  });

  it('on a phone, an admin warns the author, who gets the notice, and dismisses another report', {
    timeout: 180_000,
  }, async () => {
    const warned = `Warned-${Date.now().toString(36)}`;
    const dismissed = `Dismissed-${Date.now().toString(36)}`;
    await reported(`You are all idiots ${warned}`, 'Insults');
    await reported(`See you at the meetup ${dismissed}`, 'Not sure');

    const admin = await signedIn('phone', ADMIN);
    await openReports(admin.page);
    const row = reportRow(admin.page, warned);
    await row.waitFor();
    await checkScreen(admin.page, 'moderation-reports-phone');
    await row.getByRole('button', { name: T.actionLabels.warn }).click();
    await row.getByLabel(T.warningLabel).fill('Please keep it civil.');
    await checkScreen(admin.page, 'moderation-warn-phone');
    await row.getByRole('button', { name: T.sendWarning }).click();
    await admin.page.getByRole('status').filter({ hasText: T.done.warn }).waitFor();

    const other = reportRow(admin.page, dismissed);
    await other.getByRole('button', { name: T.actionLabels.dismiss }).click();
    await admin.page.getByRole('status').filter({ hasText: T.done.dismiss }).waitFor();
    await other.waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: T.filters.dismissed }).click();
    await reportRow(admin.page, dismissed).waitFor();

    // The author's notifications carry the warning (delivered after commit through the events).
    const notice = T.warningNotice('Insults', 'Please keep it civil.');
    await expect
      .poll(
        async () =>
          (await author.call<{ items: { body: string }[] }>('GET', NOTIFICATION_API.list)).items.map(
            (n) => n.body,
          ),
        { timeout: 15_000 },
      )
      .toContain(notice);
    await admin.context.close();
  });

  it('a non-admin is refused the Reports tab', { timeout: 60_000 }, async () => {
    const visitor = await signedIn('desktop', reporter.email, E2E_PASSWORD);
    await visit(visitor.page, `${PATHS.adminShop}?tab=reports`);
    await visitor.page.getByText(ADMIN_CONSOLE_TEXT.accessDeniedTitle).waitFor();
    expect(await visitor.page.getByRole('tab', { name: T.tabLabel }).count()).toBe(0);
    await visitor.context.close();
  });
});
