import {
  EVIDENCE_SCREEN_TEXT as E,
  EVIDENCE_API,
  type EvidenceDetail,
  IDEA_API,
  SPRINT_API,
  SPRINT_TEXT,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

/** Issue 26 items 6-10: new evidence versions, sprints that missed their gate, one sprint per idea, the gate tip. */
let browser: Browser;
let owner: ApiPerson;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createPerson(`Flow Owner ${distinctiveWord()}`, 'idea_owner', { country: 'India' });
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function signedIn(width: ContextWidth) {
  const context = await newContext(browser, width);
  await logInBrowser(context, owner.email);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

async function postIdea(title: string) {
  return owner.call<{ id: string }>('POST', IDEA_API.ideas, {
    title,
    shortDescription: 'An idea to validate with interviews.',
    visibility: 'public',
  });
}

async function sprintWith(ideaId: string, outcomes: string[], learning = (n: number) => `Learning ${n}`) {
  const { id } = await owner.call<{ id: string }>('POST', SPRINT_API.start, { ideaId, forceNew: true });
  for (const [n, outcome] of outcomes.entries()) {
    await owner.call('POST', SPRINT_API.interviews(id), {
      outcome,
      who: `Person ${n + 1}`,
      learning: learning(n + 1),
    });
  }
  return id;
}

/** The gate chip's and the tip's numbers of required positives. */
async function gateNumbers(page: Page) {
  const chip = (await page.getByText(/^Gate: \d+\/\d+ positives$/).textContent()) ?? '';
  const tip = (await page.getByText(/^Tip: /).textContent()) ?? '';
  return { header: Number(chip.match(/\/(\d+)/)?.[1]), tip: Number(tip.match(/(\d+)/)?.[1]) };
}

describe('Sprints that run on an idea and sprints that missed their gate', () => {
  it('"Run an interview sprint" on a second idea offers to finish the open sprint first; the header names its idea; the tip tells the truth', async () => {
    const word = distinctiveWord();
    const first = await postIdea(`Pharmacy stock ${word}`);
    const second = await postIdea(`Courier routes ${word}`);
    const firstSprint = await sprintWith(first.id, ['positive']);
    const { context, page, errors } = await signedIn('desktop');

    await visit(page, `/ideas/${second.id}`);
    await page.getByRole('link', { name: T.runSprint }).click();
    await page.getByRole('heading', { name: T.otherSprintTitle }).waitFor();
    await page.getByText(SPRINT_TEXT.otherSprintOpen(`Pharmacy stock ${word}`)).waitFor();
    await checkScreen(page, 'sprint-other-open-desktop');
    await page.getByRole('link', { name: T.finishItFirst }).click();
    await page.waitForURL(new RegExp(`/experiments/${firstSprint}$`));
    // The header names its idea, with a link to it.
    const idea = page.getByTestId('sprint-idea');
    await idea.getByRole('link', { name: `Pharmacy stock ${word}` }).waitFor();
    expect(await idea.textContent()).toContain(T.forIdea);
    // Item 9: the tip and the header show the same number of required positives (8 by default).
    expect(await gateNumbers(page)).toEqual({ header: 8, tip: 8 });
    await checkScreen(page, 'sprint-screen-idea-desktop');

    const phone = await signedIn('phone');
    await visit(phone.page, `/experiments/new?ideaId=${second.id}`);
    await phone.page.getByRole('heading', { name: T.otherSprintTitle }).waitFor();
    await checkScreen(phone.page, 'sprint-other-open-mobile');
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });

  it('a sprint that missed its gate is closed as not met, published as a negative result that verifies, and a new sprint starts', async () => {
    // A fresh owner: the first test's sprint is still open (one active sprint per owner).
    owner = await createPerson(`Flow Owner ${distinctiveWord()}`, 'idea_owner', { country: 'India' });
    const title = `Laundry pickup ${distinctiveWord()}`;
    const idea = await postIdea(title);
    const outcomes = [...Array(5).fill('positive'), ...Array(5).fill('negative')];
    const id = await sprintWith(idea.id, outcomes, (n) => `Unique learning ${n} for ${title}`);
    // Finalize stays refused with the spec's message.
    await expect(owner.call('POST', SPRINT_API.finalize(id))).rejects.toThrow(SPRINT_TEXT.gateNotMet);

    const { context, page, errors } = await signedIn('desktop');
    await visit(page, `/experiments/${id}`);
    await page.getByText('Completed — Not Met', { exact: true }).waitFor();
    await page.getByRole('note').getByText(SPRINT_TEXT.gateNotMet).waitFor();
    expect(await button(page, SPRINT_TEXT.completeSprint).count()).toBe(0);
    await checkScreen(page, 'sprint-not-met-desktop');

    await button(page, T.closeNotMet).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(T.closeNotMetConfirm(5, 8)).waitFor();
    await dialog.getByRole('button', { name: T.closeNotMet }).click();
    await page.getByText(SPRINT_TEXT.closedBadge, { exact: true }).waitFor();
    await page.getByText(T.whatsNextClosed).waitFor();
    await page.getByRole('link', { name: T.startNewSprint }).waitFor();
    await checkScreen(page, 'sprint-closed-desktop');
    const phone = await signedIn('phone');
    await visit(phone.page, `/experiments/${id}`);
    await phone.page.getByText(SPRINT_TEXT.closedBadge, { exact: true }).waitFor();
    await checkScreen(phone.page, 'sprint-closed-mobile');

    // Published: a negative result in the ledger, whose hash verifies in the browser.
    await button(page, T.publishNegative).click();
    await page.waitForURL(/\/ledger\/e\//);
    await page.getByText(E.negativeResult, { exact: true }).waitFor();
    await page.getByTestId('negative-result-note').waitFor();
    // Item 10: each interview's learning once.
    await expect
      .poll(() => page.getByText(`Unique learning 3 for ${title}`, { exact: true }).count())
      .toBe(1);
    await button(page, E.verify).click();
    await page.getByText(E.verified).waitFor();
    await checkScreen(page, 'evidence-negative-desktop');

    // The owner starts a new sprint on the same idea.
    await visit(page, `/experiments/new?ideaId=${idea.id}`);
    await page.waitForURL(/\/experiments\/[0-9a-f-]{36}$/);
    const next = new URL(page.url()).pathname.split('/').pop();
    expect(next).not.toBe(id);
    await page.getByText(T.progress(0, 10)).waitFor();
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });
});

describe('A new evidence version from the browser', () => {
  it('the owner starts it prefilled, sees what changed, finalizes it; the chain extends and verifies', async () => {
    const title = `Clinic interviews ${distinctiveWord()}`;
    const created = await owner.call<{ evidenceId: string; versionId: string }>('POST', EVIDENCE_API.create, {
      title,
      summary: 'Six of ten clinics would pay.',
      scope: 'public',
      context: { kind: 'standalone' },
      interviews: [{ question: 'Would you pay?', answer: 'Yes, monthly.' }],
    });
    await owner.call('POST', EVIDENCE_API.finalize(created.evidenceId));
    const { context, page, errors } = await signedIn('desktop');
    await visit(page, `/ledger/e/${created.evidenceId}`);
    await button(page, E.newVersion).click();
    await page.getByRole('heading', { name: E.newVersionTitle(2) }).waitFor();
    const form = page.locator('form[aria-labelledby="new-version-title"]');
    expect(await form.getByLabel(E.title, { exact: true }).inputValue()).toBe(title);
    expect(await form.getByLabel(E.summary, { exact: true }).inputValue()).toBe(
      'Six of ten clinics would pay.',
    );
    await form.getByText(E.noChanges).waitFor();
    await form.getByLabel(E.summary, { exact: true }).fill('Seven of ten clinics would pay.');
    await form.getByText(E.changedField('Summary')).waitFor();
    await checkScreen(page, 'evidence-new-version-desktop');
    await button(page, E.saveDraft).click();
    await page.waitForURL(/\?v=/);
    await page.getByRole('heading', { name: E.whatChanged }).waitFor();
    await page.getByText('Seven of ten clinics would pay.').first().waitFor();
    await button(page, E.finalize).click();
    await page.getByText(`${E.version} 2`, { exact: true }).waitFor();
    await button(page, E.verify).click();
    await page.getByText(E.verified).waitFor();

    const detail = await owner.call<EvidenceDetail>('GET', EVIDENCE_API.detail(created.evidenceId));
    expect(detail.version).toMatchObject({ version: 2, state: 'finalized' });
    expect(detail.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(detail.version.prevHash).toBe(detail.versions[1]?.hash);

    const phone = await signedIn('phone');
    await visit(phone.page, `/ledger/e/${created.evidenceId}`);
    await button(phone.page, E.newVersion).click();
    await phone.page.getByRole('heading', { name: E.newVersionTitle(3) }).waitFor();
    await checkScreen(phone.page, 'evidence-new-version-mobile');
    expect([...errors, ...phone.errors]).toEqual([]);
    await Promise.all([context.close(), phone.context.close()]);
  });
});
