import {
  EVIDENCE_API,
  type EvidenceDetail,
  type EvidencePage,
  SIGNAL_WEIGHTS,
  SIGNAL_WEIGHT_TEXT as W,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson } from './support/api.ts';
import {
  type ContextWidth,
  checkScreen,
  launchBrowser,
  newContext,
  screenshot,
  visit,
} from './support/browser.ts';

/** Demo evidence (evidence.seed-data.ts) with two upvotes: a verified professional's and another's. */
const DEMO_TITLE = 'Ten customer interviews on willingness to pay';

let browser: Browser;
let detail: EvidenceDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  const visitor = new ApiPerson();
  let cursor: string | null = null;
  let id: string | undefined;
  do {
    const query: string = `?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: EvidencePage = await visitor.call<EvidencePage>('GET', `${EVIDENCE_API.list}${query}`);
    id = page.items.find((i) => i.title === DEMO_TITLE)?.id;
    cursor = page.nextCursor;
  } while (!id && cursor);
  if (!id) throw new Error(`demo evidence "${DEMO_TITLE}" not found`);
  detail = await visitor.call<EvidenceDetail>('GET', EVIDENCE_API.detail(id));
});
afterAll(() => browser?.close());

async function openPage(width: ContextWidth, path: string): Promise<Page> {
  const context = await newContext(browser, width);
  const page = await context.newPage();
  await visit(page, path);
  return page;
}

describe('Weighted signals (issue 29)', () => {
  it('the evidence page shows raw and weighted counts and explains the weights by keyboard', async () => {
    const s = detail.signals;
    const upvotes = s.proUpvotes + s.communityUpvotes;
    expect(upvotes).toBe(2);
    // Two voters, each weighing at most 1 and at least the base: the weighted count lies between.
    expect(s.weightedUpvotes).toBeGreaterThanOrEqual(2 * SIGNAL_WEIGHTS.base - 0.05);
    expect(s.weightedUpvotes).toBeLessThanOrEqual(2);

    const page = await openPage('desktop', `/ledger/e/${detail.id}`);
    const signals = page.getByTestId('weighted-signals');
    await signals.getByText(W.upvotes(upvotes), { exact: true }).waitFor();
    await signals
      .getByText(`· ${W.weightedCount(s.weightedUpvotes)}`)
      .first()
      .waitFor();
    await signals.getByText(W.useful(s.usefulCount), { exact: true }).waitFor();
    await checkScreen(page, 'weighted-signals-desktop');

    // Keyboard: Tab reaches the button, Enter opens the weights, Escape closes and returns focus.
    const trigger = signals.getByRole('button', { name: W.howWeighted });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: W.title });
    await panel.waitFor();
    for (const row of W.rows) await panel.getByText(row.value, { exact: true }).waitFor();
    await panel.getByText(W.ring).waitFor();
    await checkScreen(page, 'weighted-signals-explained-desktop');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('the ledger timeline cards show both counts, and the explanation fits a phone', async () => {
    const page = await openPage('phone', '/evidence');
    const card = page.getByRole('listitem').filter({ hasText: DEMO_TITLE });
    const signals = card.getByTestId('weighted-signals');
    await signals.getByText(W.upvotes(2), { exact: true }).waitFor();
    await signals
      .getByText(`· ${W.weightedCount(detail.signals.weightedUpvotes)}`)
      .first()
      .waitFor();
    await checkScreen(page, 'weighted-signals-timeline-phone');
    await signals.getByRole('button', { name: W.howWeighted }).click();
    await page.getByRole('dialog', { name: W.title }).waitFor();
    await screenshot(page, 'weighted-signals-explained-phone', { fullPage: false });
    await page.context().close();
  });
});
