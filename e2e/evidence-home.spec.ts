import {
  EVIDENCE_HOME,
  EVIDENCE_HOME_API,
  type EvidenceHome,
  PATHS,
  PROFILE_API,
  SPRINT_API,
  EVIDENCE_HOME_TEXT as T,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

let browser: Browser;
let owner: ApiPerson;
let sprintId: string;

/** Readiness facts that raise the score at each step: 25, 50, 65, 75, 90, 100. */
const READINESS_STEPS = [
  { priorFounder: true },
  { technicalFounder: true },
  { arrDisclosed: true },
  { arrAmount: 12000 },
  { deckReady: true },
  { deckUrl: 'https://example.test/deck' },
];

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createPerson(`Hub Owner ${distinctiveWord()}`, 'idea_owner', { country: 'Kenya' });
  // An active sprint with two interviews (done 2 of 10).
  sprintId = (await owner.call<{ id: string }>('POST', SPRINT_API.start, {})).id;
  for (const outcome of ['positive', 'neutral']) {
    await owner.call('POST', SPRINT_API.interviews(sprintId), { outcome, learning: `Learned ${outcome}` });
  }
  // Readiness rising six times: a first score and five bumps, so there is more than one page.
  let facts = {
    priorFounder: false,
    technicalFounder: false,
    arrDisclosed: false,
    deckReady: false,
    arrAmount: null as number | null,
    deckUrl: null as string | null,
  };
  for (const step of READINESS_STEPS) {
    facts = { ...facts, ...step };
    await owner.call('PUT', PROFILE_API.readiness, facts);
  }
});
afterAll(() => browser?.close());

async function open(width: ContextWidth, email?: string) {
  const context = await newContext(browser, width);
  if (email) await logInBrowser(context, email);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const proofRows = (page: Page) => page.getByTestId('live-proofs').locator('ul > li');

describe('Evidence Hub home', () => {
  it('a signed-in owner sees Resume Sprint with done/target, and it opens the sprint', async () => {
    for (const width of ['phone', 'desktop'] as const) {
      const { context, page, errors } = await open(width, owner.email);
      await visit(page, PATHS.evidenceHome);
      const resume = page.getByTestId('resume-sprint');
      await resume.waitFor();
      // No aria-label over the visible words (WCAG 2.5.3): the progress is read after them.
      expect(await resume.getAttribute('aria-label')).toBeNull();
      expect(await resume.textContent()).toContain(`: ${T.sprintProgressLabel(2, 10)}`);
      expect(await resume.textContent()).toContain('2/10');
      // Their own sprint is among the proofs and leads to it too.
      await proofRows(page).first().waitFor();
      await checkScreen(page, `evidence-home-owner-${width}`);
      if (width === 'desktop') {
        await resume.click();
        await page.waitForURL((url) => url.pathname === `/experiments/${sprintId}`);
        await page.getByRole('progressbar').first().waitFor();
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a visitor sees the stats and the proofs, and See all loads more', async () => {
    // The API first: there is more than one page (the owner's six readiness proofs, their sprint, the demo's).
    const visitorApi = new ApiPerson();
    const home = await visitorApi.call<EvidenceHome>('GET', EVIDENCE_HOME_API.home);
    expect(home.proofs.items).toHaveLength(EVIDENCE_HOME.proofsPage);
    expect(home.proofs.nextCursor).not.toBeNull();
    expect(home.stats.experiments30d).toBeGreaterThanOrEqual(1);

    for (const width of ['phone', 'desktop'] as const) {
      const { context, page, errors } = await open(width);
      await visit(page, width === 'phone' ? PATHS.homeOld : PATHS.evidenceHome);
      await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
      await page.getByTestId('stat-experiments30d').waitFor();
      expect(Number(await page.getByTestId('stat-experiments30d').textContent())).toBeGreaterThanOrEqual(1);
      await page.getByRole('link', { name: new RegExp(T.signUp) }).waitFor();
      await proofRows(page).first().waitFor();
      expect(await proofRows(page).count()).toBe(EVIDENCE_HOME.proofsPage);
      // The owner's readiness rose to 100: a bump that links to their profile.
      await page
        .getByRole('link', { name: new RegExp(T.score(100).replace('/', '\\/')) })
        .first()
        .waitFor();
      await checkScreen(page, `evidence-home-visitor-${width}`);

      await page.getByRole('button', { name: T.seeAll, exact: true }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="live-proofs"] ul > li').length > n,
        EVIDENCE_HOME.proofsPage,
      );
      if (width === 'desktop') await checkScreen(page, 'evidence-home-see-all-desktop');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
