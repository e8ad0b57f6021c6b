import { INBOX_TEXT, MESSAGE_API, MESSAGE_TEXT, NAV_TEXT, PATHS, userTopic } from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  type ContextWidth,
  checkScreen,
  launchBrowser,
  newContext,
  realtimeLive,
  visit,
} from './support/browser.ts';

let browser: Browser;
let sara: ApiPerson;
let ravi: ApiPerson;
const SARA = 'Msg Sender Sara';
const RAVI = 'Msg Reader Ravi';

beforeAll(async () => {
  browser = await launchBrowser();
  sara = await createPerson(SARA, 'idea_owner', { country: 'India' });
  ravi = await createPerson(RAVI, 'professional', { country: 'Kenya' });
});
afterAll(() => browser?.close());

async function signedIn(person: ApiPerson, width: ContextWidth = 'desktop') {
  const context = await newContext(browser, width);
  await logInBrowser(context, person.email);
  return { context, page: await context.newPage() };
}

/** The floating Inbox button: its name carries the unread count ('Inbox, 1 unread'). */
const inboxButton = (page: Page, unread = 0) =>
  page.getByRole('link', {
    name: unread > 0 ? `${NAV_TEXT.inbox}, ${unread} unread` : NAV_TEXT.inbox,
    exact: true,
  });

/** The Inbox badge as another page of the same person shows it (no unread: no count). */
async function badgeElsewhere(context: BrowserContext, unread = 0) {
  const page = await context.newPage();
  await visit(page, PATHS.dashboard);
  await inboxButton(page, unread).waitFor({ timeout: 10_000 });
  await page.close();
}
const thread = (page: Page, name: string) => page.getByRole('log', { name: INBOX_TEXT.thread(name) });
const composer = (page: Page) => page.getByRole('textbox', { name: MESSAGE_TEXT.message });

describe('direct messages', () => {
  it('carries a message from a profile to the inbox and the reply back, live', {
    timeout: 120_000,
  }, async () => {
    const a = await signedIn(sara);
    const b = await signedIn(ravi);

    // B waits on the dashboard with no unread messages.
    await visit(b.page, PATHS.dashboard);
    await inboxButton(b.page).waitFor();
    await realtimeLive(b.page, userTopic(ravi.userId));

    // A messages B from B's profile.
    await visit(a.page, `/profile/${ravi.userId}`);
    await a.page.getByRole('button', { name: MESSAGE_TEXT.modalTitle(RAVI) }).click();
    const dialog = a.page.getByRole('dialog', { name: MESSAGE_TEXT.modalTitle(RAVI) });
    const box = dialog.getByRole('textbox', { name: MESSAGE_TEXT.message });
    await box.waitFor();
    expect(await dialog.getByRole('button', { name: MESSAGE_TEXT.send }).isDisabled()).toBe(true);
    expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
      120,
    );
    await box.fill('Hi Ravi, could you review my pitch deck this week?');
    await checkScreen(a.page, 'messages-modal-desktop');
    await dialog.getByRole('button', { name: MESSAGE_TEXT.send }).click();
    await a.page.getByText(MESSAGE_TEXT.sent).waitFor();

    // B sees the Inbox badge appear without a reload.
    await inboxButton(b.page, 1).waitFor({ timeout: 10_000 });

    // A follows the toast's link to the conversation and waits there.
    await a.page.getByRole('link', { name: MESSAGE_TEXT.openInbox }).click();
    await a.page.waitForURL(
      (url) => url.pathname === PATHS.inbox && url.searchParams.get('to') === ravi.userId,
    );
    await thread(a.page, RAVI).getByText('Hi Ravi, could you review my pitch deck this week?').waitFor();
    await realtimeLive(a.page, userTopic(sara.userId));

    // B opens the inbox from the button, then the conversation: the badge clears.
    await inboxButton(b.page, 1).click();
    await b.page.waitForURL((url) => url.pathname === PATHS.inbox);
    const row = b.page
      .getByRole('region', { name: MESSAGE_TEXT.conversations })
      .getByRole('link', { name: new RegExp(SARA) });
    await row.click();
    await b.page.waitForURL((url) => url.searchParams.get('to') === sara.userId);
    await thread(b.page, SARA).getByText('Hi Ravi, could you review my pitch deck this week?').waitFor();
    // On /inbox the floating button steps aside for the composer (issue 13): its badge is read elsewhere.
    expect(await inboxButton(b.page).count()).toBe(0);
    await badgeElsewhere(b.context);

    // A sees that B read it, without a reload.
    await thread(a.page, RAVI).getByText(INBOX_TEXT.seen).waitFor({ timeout: 10_000 });

    // B replies (Shift+Enter for a second line, Enter sends); A sees it arrive live.
    await composer(b.page).fill('Happy to.');
    await composer(b.page).press('Shift+Enter');
    await composer(b.page).pressSequentially('Send it over by Thursday.');
    await composer(b.page).press('Enter');
    await thread(a.page, RAVI)
      .getByText(/Happy to\.\s+Send it over by Thursday\./)
      .waitFor({ timeout: 10_000 });
    expect(await thread(b.page, SARA).getByRole('listitem').count()).toBe(2);

    // A read B's reply at once (the thread is open): A's Inbox badge shows nothing.
    await badgeElsewhere(a.context);
    await checkScreen(a.page, 'messages-inbox-desktop');
    await checkScreen(b.page, 'messages-inbox-reader-desktop');
    await a.context.close();
    await b.context.close();
  });

  it('shows the inbox, the conversation and the modal at phone widths', { timeout: 120_000 }, async () => {
    for (const width of ['phone', 'narrow'] as const) {
      const { context, page } = await signedIn(ravi, width);
      await visit(page, PATHS.inbox);
      const list = page.getByRole('region', { name: MESSAGE_TEXT.conversations });
      await list.getByRole('link', { name: new RegExp(SARA) }).waitFor();
      await checkScreen(page, `messages-list-${width}`);

      await list.getByRole('link', { name: new RegExp(SARA) }).click();
      await thread(page, SARA)
        .getByText(/Send it over by Thursday/)
        .waitFor();
      // The list gives way to the thread on a phone; Back returns to it.
      expect(await list.isVisible()).toBe(false);
      await checkScreen(page, `messages-inbox-${width}`);
      await page.getByRole('link', { name: MESSAGE_TEXT.back }).click();
      await list.waitFor();
      expect(new URL(page.url()).searchParams.get('to')).toBeNull();

      if (width === 'phone') {
        await visit(page, `/profile/${sara.userId}`);
        await page.getByRole('button', { name: MESSAGE_TEXT.modalTitle(SARA) }).click();
        await page
          .getByRole('dialog', { name: MESSAGE_TEXT.modalTitle(SARA) })
          .getByRole('textbox')
          .waitFor();
        await checkScreen(page, 'messages-modal-phone');
      }
      await context.close();
    }
  });

  it('keeps a stranger out of a conversation and blocks both ways', async () => {
    const stranger = await createPerson('Msg Stranger Sven', 'professional', { country: 'Sweden' });
    // Nobody but the two participants reads their thread: the stranger sees only their own (empty) one.
    const seen = await stranger.call<{ messages: unknown[] }>('GET', MESSAGE_API.thread(sara.userId));
    expect(seen.messages).toEqual([]);

    const { context, page } = await signedIn(ravi);
    await visit(page, `${PATHS.inbox}?to=${stranger.userId}`);
    await page.getByText(MESSAGE_TEXT.sayHi).waitFor();
    await page.getByRole('button', { name: INBOX_TEXT.threadOptions }).click();
    await page.getByRole('menuitem', { name: MESSAGE_TEXT.block }).click();
    const confirm = page.getByRole('dialog', { name: INBOX_TEXT.blockTitle('Msg Stranger Sven') });
    await confirm.getByRole('button', { name: INBOX_TEXT.blockAction }).click();
    await page.getByText(MESSAGE_TEXT.blocked).waitFor();
    await checkScreen(page, 'messages-blocked-desktop');
    // The blocked person cannot write either.
    await expect(
      stranger.call('POST', MESSAGE_API.send, { recipientId: ravi.userId, body: 'Hello?' }),
    ).rejects.toThrow(/403/);
    await page.getByRole('button', { name: INBOX_TEXT.unblockAction }).click();
    await composer(page).waitFor();
    await context.close();
  });
});
