import { readFileSync } from 'node:fs';
import {
  EVIDENCE_SCREEN_TEXT as E,
  IDEA_API,
  PATHS,
  parseCsv,
  SPRINT_TEXT,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

/** Priya is a seeded verified professional (README). */
const DEMO_PASSWORD = 'demo-pass-1234';
const PRO = 'priya@demo.test';

let browser: Browser;
let owner: ApiPerson;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createPerson(`Sprint Owner ${distinctiveWord()}`, 'idea_owner', { country: 'India' });
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signedIn(width: ContextWidth, email: string, password?: string) {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, password);
  return { context, page: await context.newPage() };
}

const PEOPLE = ['Ana, clinic "North"', 'Ben', 'Chloé', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana'];

/** One interview by keyboard alone: the modal opens on the outcome; Space picks it; Enter saves. */
async function addByKeyboard(page: Page, who: string, learning: string) {
  // The closed dialog hands focus back to 'Add interview' a moment after it leaves: wait for it.
  await page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, T.addInterview);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: T.newInterview }).waitFor();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type(who);
  await page.keyboard.press('Tab');
  await page.keyboard.type('video call');
  await page.keyboard.press('Tab');
  await page.keyboard.type(learning);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: T.newInterview }).waitFor({ state: 'detached' });
}

describe('Interview sprints', () => {
  it('an owner runs a sprint by keyboard, shares it, gets a co-sign and publishes it as verified evidence', async () => {
    const word = distinctiveWord();
    const ideaTitle = `Clinic scheduling ${word}`;
    const idea = await owner.call<{ id: string }>('POST', IDEA_API.ideas, {
      title: ideaTitle,
      shortDescription: 'Online booking for small clinics.',
      visibility: 'public',
    });
    const { context: ownerContext, page } = await signedIn('desktop', owner.email);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // No sprint yet: the intro.
    await visit(page, PATHS.sprintList);
    await page.getByRole('heading', { name: SPRINT_TEXT.introTitle }).waitFor();
    await checkScreen(page, 'sprint-intro-desktop');

    // Start from the idea's page.
    await visit(page, `/ideas/${idea.id}`);
    await page.getByRole('link', { name: T.runSprint }).click();
    await page.waitForURL(/\/experiments\/[0-9a-f-]{36}$/);
    const sprintId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByRole('heading', { name: ideaTitle }).waitFor();

    // Setup.
    await field(page, T.hypothesis).fill('Clinic managers pay $20 a month to stop booking by phone.');
    await field(page, T.persona).fill('Managers of small private clinics');
    await button(page, T.saveSetup).click();
    await page.getByText(SPRINT_TEXT.setupSaved).first().waitFor();

    // Eight interviews, keyboard only.
    await button(page, T.addInterview).focus();
    for (const [n, who] of PEOPLE.entries())
      await addByKeyboard(page, who, `Learning ${n + 1}, with a comma`);
    await page.getByText(T.progress(8, 10), { exact: true }).waitFor();
    await checkScreen(page, 'sprint-screen-desktop');

    // Filter in the URL.
    await page.getByRole('button', { name: 'Negative', exact: true }).click();
    await page.waitForURL(/f=negative/);
    await page.getByText(T.noMatching).waitFor();
    await page.getByRole('button', { name: T.filterAll, exact: true }).click();

    // The CSV parses back to the interviews.
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, T.exportCsv).click()]);
    const rows = parseCsv(readFileSync((await download.path()) as string, 'utf8'));
    expect(rows[0]).toEqual(['created_at', 'outcome', 'who', 'channel', 'learning', 'notes']);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[4]])).toEqual(
      PEOPLE.map((who, n) => ['positive', who, `Learning ${n + 1}, with a comma`]),
    );

    // Complete.
    await button(page, SPRINT_TEXT.completeSprint).click();
    await page.getByText(SPRINT_TEXT.finalizeConfirm(8, 0, 0, 8)).waitFor();
    await button(page, T.confirmComplete).click();
    await page.getByText(SPRINT_TEXT.finalizedBadge, { exact: true }).waitFor();

    // The public link in a signed-out browser.
    const oldLink = await page.getByTestId('public-link').inputValue();
    const anonContext = await newContext(browser, 'desktop');
    const anon = await anonContext.newPage();
    await visit(anon, oldLink);
    await anon.getByRole('heading', { name: ideaTitle }).waitFor();
    await anon.getByText('Hana', { exact: true }).waitFor();
    expect(await anon.content()).not.toContain(T.notes);
    await checkScreen(anon, 'sprint-public-desktop');

    // Rotate: the old link fails.
    await button(page, T.rotateLink).click();
    await button(page, T.rotateAction).click();
    await page.getByText(SPRINT_TEXT.linkRotated).first().waitFor();
    await expect.poll(() => page.getByTestId('public-link').inputValue()).not.toBe(oldLink);
    await visit(anon, oldLink);
    await anon.getByText(SPRINT_TEXT.publicNotFound).waitFor();
    const newLink = await page.getByTestId('public-link').inputValue();

    // Co-sign request to Priya, who accepts in a second browser.
    await field(page, T.searchPros).fill('priya');
    const proRow = page.getByRole('listitem').filter({ hasText: 'Priya Sharma' });
    await proRow.getByRole('button', { name: T.invite }).click();
    await page.getByText('pending', { exact: true }).waitFor();
    const { context: proContext, page: pro } = await signedIn('desktop', PRO, DEMO_PASSWORD);
    await visit(pro, PATHS.proCosignInbox);
    const request = pro.getByRole('listitem').filter({ hasText: `Interview sprint: ${ideaTitle}` });
    await request.waitFor();
    await checkScreen(pro, 'sprint-cosign-inbox-desktop');
    await request.getByLabel(T.noteLabel).fill('Sound method, honest numbers.');
    await request.getByRole('button', { name: T.accept, exact: true }).click();
    await request.getByText('accepted', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('“Sound method, honest numbers.”').waitFor();
    await visit(anon, newLink);
    await anon.getByText(T.cosigners).waitFor();

    // Phone width, before publishing.
    const { context: phoneContext, page: phone } = await signedIn('phone', owner.email);
    await visit(phone, `/experiments/${sprintId}`);
    await phone.getByRole('heading', { name: ideaTitle }).waitFor();
    await checkScreen(phone, 'sprint-screen-mobile');
    await visit(phone, PATHS.sprintList);
    await phone.getByRole('heading', { name: T.listTitle }).waitFor();
    await checkScreen(phone, 'sprint-list-mobile');
    const anonPhoneContext = await newContext(browser, 'phone');
    const anonPhone = await anonPhoneContext.newPage();
    await visit(anonPhone, newLink);
    await anonPhone.getByRole('heading', { name: ideaTitle }).waitFor();
    await checkScreen(anonPhone, 'sprint-public-mobile');
    await visit(pro, PATHS.sprintList);
    await pro.getByText(SPRINT_TEXT.accessRestricted).waitFor();
    await checkScreen(pro, 'sprint-access-restricted-desktop');

    // Publish: the ledger page with a verified hash.
    await button(page, SPRINT_TEXT.publishAsEvidence).click();
    await page.waitForURL(/\/ledger\/e\//);
    await button(page, E.verify).click();
    await page.getByText(E.verified).waitFor();
    await visit(anon, newLink);
    await anon.waitForURL(/\/ledger\/e\//);

    expect(errors).toEqual([]);
    await Promise.all([
      ownerContext.close(),
      anonContext.close(),
      proContext.close(),
      phoneContext.close(),
      anonPhoneContext.close(),
    ]);
  }, 240_000);
});
