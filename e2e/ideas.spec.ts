import {
  buildPath,
  COLLAB_TEXT,
  COMMENT_TEXT,
  EVIDENCE_SCREEN_TEXT,
  EXPLORE_TEXT,
  IDEA_API,
  IDEA_PAGE_TEXT,
  IDEA_TEXT,
  PATHS,
  type PublishIdeaRequest,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  checkScreen,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  visit,
} from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function publish(owner: ApiPerson, idea: PublishIdeaRequest): Promise<string> {
  return (await owner.call<{ id: string }>('POST', IDEA_API.ideas, idea)).id;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('Explore and the idea page', () => {
  it('B finds A’s idea, follows it and asks to collaborate; A accepts; B may open the workspace', async () => {
    const word = distinctiveWord();
    const ownerA = await createPerson('Idea Owner Amara', 'idea_owner', { country: 'India' });
    const memberB = await createPerson('Builder Bruno', 'professional', { country: 'Brazil' });
    const title = `Solar kiosks ${word}`;
    const ideaId = await publish(ownerA, {
      title,
      oneLiner: 'Pay-as-you-go solar charging for market stalls.',
      shortDescription: `Market traders lose hours charging phones. ${word} kiosks rent charged batteries by the hour.`,
      fullDescription: 'We pilot with 20 stalls in Pune, then scale to five cities with local operators.',
      roadmap: 'Q1 pilot\nQ2 five kiosks\nQ3 operator franchise',
      stage: 'Needs guidance',
      visibility: 'public',
      openForCollab: true,
      tags: ['energy', 'fintech'],
      industry: ['Energy'],
      lookingFor: ['Hardware engineer'],
      skills: ['IoT', 'Payments'],
      funding: 120000,
      availability: '20 h/week',
    });
    const privateId = await publish(ownerA, {
      title: `Secret plan ${word}`,
      shortDescription: 'Only the team may read this.',
      visibility: 'private',
    });

    const contextB = await newContext(browser, 'desktop');
    await logInBrowser(contextB, memberB.email);
    const pageB = await contextB.newPage();
    await visit(pageB, PATHS.explore);
    await pageB.getByRole('heading', { name: EXPLORE_TEXT.title, level: 1 }).waitFor();
    await pageB.getByLabel(EXPLORE_TEXT.search, { exact: true }).fill(word);
    await pageB.waitForURL((url) => url.searchParams.get('q') === word);
    const cardLink = pageB.getByRole('link', { name: title, exact: true });
    await pageB.getByText(EXPLORE_TEXT.results(1, false), { exact: true }).waitFor();
    await cardLink.waitFor();
    expect(await pageB.getByRole('article').count()).toBe(1);
    await checkScreen(pageB, 'ideas-explore-search-desktop');

    await cardLink.click();
    await pageB.waitForURL((url) => url.pathname === buildPath(PATHS.idea, { id: ideaId }));
    await pageB.getByRole('heading', { name: title, level: 1 }).waitFor();
    await pageB.getByText(EVIDENCE_SCREEN_TEXT.noLinked).waitFor();
    await pageB.getByText(COMMENT_TEXT.empty).waitFor();
    await checkScreen(pageB, 'ideas-page-visitor-desktop');

    await pageB.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.follow}(?!ing)`) }).click();
    await pageB.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.following}`) }).waitFor();
    await pageB.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.like}`) }).click();
    await pageB.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.like}`), pressed: true }).waitFor();

    await button(pageB, COLLAB_TEXT.request).click();
    const dialog = pageB.getByRole('dialog', { name: COLLAB_TEXT.requestTitle });
    await dialog.getByLabel(COLLAB_TEXT.message).fill('I have shipped IoT payment terminals for 6 years.');
    await expectAccessible(pageB, 'request dialog');
    await screenshot(pageB, 'ideas-request-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: COLLAB_TEXT.send }).click();
    await pageB.getByText(COLLAB_TEXT.pending, { exact: true }).waitFor();

    await pageB.getByLabel(COMMENT_TEXT.label).fill('Love this. Which battery chemistry?');
    await pageB.getByLabel(COMMENT_TEXT.label).press('Control+Enter');
    await pageB.getByText('Love this. Which battery chemistry?').waitFor();
    await checkScreen(pageB, 'ideas-page-pending-desktop');

    const contextA = await newContext(browser, 'desktop');
    await logInBrowser(contextA, ownerA.email);
    const pageA = await contextA.newPage();
    await visit(pageA, buildPath(PATHS.idea, { id: ideaId }));
    const requests = pageA.getByRole('region', { name: COLLAB_TEXT.requestsTitle });
    await requests.getByText('I have shipped IoT payment terminals for 6 years.').waitFor();
    await requests.getByText('Builder Bruno').waitFor();
    await pageA.getByRole('link', { name: IDEA_PAGE_TEXT.openWorkspace }).waitFor();
    await checkScreen(pageA, 'ideas-page-owner-desktop');
    await requests.getByRole('button', { name: `${COLLAB_TEXT.accept} Builder Bruno` }).click();
    await requests.getByText(COLLAB_TEXT.noRequests).waitFor();
    await pageA
      .getByRole('region', { name: IDEA_PAGE_TEXT.collaborators })
      .getByRole('link', { name: 'Builder Bruno' })
      .waitFor();
    await screenshot(pageA, 'ideas-page-owner-accepted-desktop');

    await pageB.reload();
    const workspace = pageB.getByRole('link', { name: IDEA_PAGE_TEXT.openWorkspace });
    await workspace.waitFor();
    expect(await workspace.getAttribute('href')).toBe(buildPath(PATHS.workspace, { id: ideaId }));
    await pageB.getByText(COLLAB_TEXT.accepted).waitFor();

    await visit(pageB, buildPath(PATHS.idea, { id: privateId }));
    await pageB.getByRole('heading', { name: IDEA_TEXT.ideaNotFound }).waitFor();
    await checkScreen(pageB, 'ideas-not-found-desktop');

    for (const width of ['phone', 'narrow'] as const) {
      const context = await newContext(browser, width);
      await logInBrowser(context, memberB.email);
      const page = await context.newPage();
      await visit(page, `${PATHS.explore}?q=${word}`);
      await page.getByRole('link', { name: title, exact: true }).waitFor();
      await checkScreen(page, `ideas-explore-search-${width}`);
      await visit(page, buildPath(PATHS.idea, { id: ideaId }));
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText('Love this. Which battery chemistry?').waitFor();
      await checkScreen(page, `ideas-page-collaborator-${width}`);
      await context.close();
    }
    const ownerPhone = await newContext(browser, 'narrow');
    await logInBrowser(ownerPhone, ownerA.email);
    const ownerPage = await ownerPhone.newPage();
    await visit(ownerPage, buildPath(PATHS.idea, { id: ideaId }));
    await ownerPage.getByRole('heading', { name: title, level: 1 }).waitFor();
    await checkScreen(ownerPage, 'ideas-page-owner-narrow');
    await ownerPhone.close();
    await contextA.close();
    await contextB.close();
  }, 180_000);

  it('shows signed-out visitors Explore with its empty state, and the Restricted Access popup', async () => {
    for (const width of ['desktop', 'phone', 'narrow'] as const) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await visit(page, PATHS.explore);
      await page.getByRole('heading', { name: EXPLORE_TEXT.title, level: 1 }).waitFor();
      await page.getByRole('article').first().waitFor();
      await checkScreen(page, `ideas-explore-anonymous-${width}`);
      await visit(page, `${PATHS.explore}?q=${distinctiveWord()}`);
      await page.getByText(EXPLORE_TEXT.emptyTitle).waitFor();
      await checkScreen(page, `ideas-explore-empty-${width}`);
      await context.close();
    }
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await visit(page, PATHS.explore);
    await page.getByRole('article').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(`^${IDEA_PAGE_TEXT.follow}(?!ing)`) }).click();
    await page.getByRole('dialog', { name: 'Restricted Access' }).waitFor();
    await screenshot(page, 'ideas-restricted-desktop', { fullPage: false });
    await context.close();
  }, 180_000);
});
