import {
  COLLAB_API,
  COLLAB_TEXT,
  EXPLORE_TEXT,
  IDEA_API,
  IDEA_TEXT,
  type IdeaDetail,
  PATHS,
  POST_IDEA_TEXT,
  WIZARD_STEPS,
  WIZARD_VISIBILITY_LABELS,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPerson, logInBrowser } from './support/api.ts';
import {
  baseUrl,
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  visit,
} from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';
import { addChips, atPath, button, chipsOf, drawPng, field } from './support/profiles.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const stepHeading = (page: Page, step: number) =>
  page.getByRole('heading', { level: 2, name: WIZARD_STEPS[step], exact: true });
const stepButton = (page: Page, step: number) =>
  page.getByRole('button', { name: new RegExp(`^Step ${step + 1} of 5: `) });

async function attachPng(page: Page, name: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: await drawPng(page) });
  await page.getByRole('button', { name: POST_IDEA_TEXT.removeFile(name), exact: true }).waitFor();
}

describe('post idea wizard', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`takes an idea owner through all five steps to a published idea at ${viewport} width`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const check = async (name: string) => {
        await expectAccessible(page, `${name} (${viewport})`);
        await expectNoHorizontalScroll(page, `${name} (${viewport})`);
        await screenshot(page, `post-idea-${name}-${viewport}`);
      };

      const owner = await createPerson(`Wizard ${viewport} Owner`, 'idea_owner', { country: 'India' });
      await logInBrowser(context, owner.email);
      await visit(page, PATHS.postIdea);
      await stepHeading(page, 0).waitFor();
      await page.getByText(IDEA_TEXT.readinessNudge).waitFor();
      await check('basics-empty');

      // Basics: Continue says what is missing and focuses it; the title stops at 80 characters.
      await button(page, POST_IDEA_TEXT.continue).click();
      await page.getByText(IDEA_TEXT.titleRequired).waitFor();
      await check('basics-errors');
      const title = field(page, POST_IDEA_TEXT.ideaTitle);
      expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('x'.repeat(90));
      expect((await title.inputValue()).length).toBe(80);
      const word = distinctiveWord();
      const ideaTitle = `Clinic records that work offline (${viewport} ${word})`;
      await title.fill(ideaTitle);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Patient records for rural clinics without reliable internet.');
      await field(page, POST_IDEA_TEXT.stage).selectOption('needs_guidance');
      await addChips(page, POST_IDEA_TEXT.tags, ['Offline-first', 'offline-FIRST']);
      const tags = page.getByRole('combobox', { name: POST_IDEA_TEXT.tags, exact: true });
      await tags.fill('Health');
      await tags.press('ArrowDown');
      await tags.press('Enter');
      expect(await chipsOf(page, POST_IDEA_TEXT.tags)).toHaveLength(2);
      await check('basics');
      // Enter in a text field is Continue.
      await title.press('Enter');

      // Story & Assets.
      await stepHeading(page, 1).waitFor();
      await button(page, POST_IDEA_TEXT.continue).click();
      await page.getByText(IDEA_TEXT.shortDescriptionRequired).waitFor();
      await field(page, POST_IDEA_TEXT.shortDescription).fill('Clinics lose records when the network drops.');
      await field(page, POST_IDEA_TEXT.fullDescription).fill(
        'Sync when online, work when not.\nBuilt for nurses.',
      );
      await field(page, POST_IDEA_TEXT.roadmap).fill('Pilot with three clinics, then the district.');
      await attachPng(page, 'cover.png');
      await page.getByText(POST_IDEA_TEXT.filesNotKept).first().waitFor();
      await check('story');
      await button(page, POST_IDEA_TEXT.continue).click();

      // Team & Needs: funding keeps only digits and dots.
      await stepHeading(page, 2).waitFor();
      await addChips(page, POST_IDEA_TEXT.industry, ['Healthcare']);
      await addChips(page, POST_IDEA_TEXT.lookingFor, ['Technical Co-founder']);
      await addChips(page, POST_IDEA_TEXT.skills, ['React', 'Offline sync']);
      await field(page, POST_IDEA_TEXT.funding).fill('$25,000');
      expect(await field(page, POST_IDEA_TEXT.funding).inputValue()).toBe('25000');
      await field(page, POST_IDEA_TEXT.availability).fill('20 h/week');
      await check('team');
      await button(page, POST_IDEA_TEXT.continue).click();

      // Privacy: a level must be chosen.
      await stepHeading(page, 3).waitFor();
      await button(page, POST_IDEA_TEXT.continue).click();
      await page.getByText(IDEA_TEXT.choosePrivacy).waitFor();
      await check('privacy-errors');
      await page.getByRole('radio', { name: WIZARD_VISIBILITY_LABELS.public }).check();
      await check('privacy');
      await button(page, POST_IDEA_TEXT.continue).click();

      // Preview, then a reload: the draft comes back without the file.
      await stepHeading(page, 4).waitFor();
      await page.locator('article img').first().waitFor();
      await check('preview');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await stepHeading(page, 4).waitFor();
      await page.getByText(POST_IDEA_TEXT.draftRestored).waitFor();
      expect(await page.getByRole('heading', { level: 3 }).textContent()).toContain('Clinic records');
      await stepButton(page, 1).click();
      await stepHeading(page, 1).waitFor();
      await attachPng(page, 'cover-again.png');
      await stepButton(page, 4).click();
      await stepHeading(page, 4).waitFor();
      if (viewport === 'phone') {
        await page.locator('details > summary').click();
        await screenshot(page, `post-idea-summary-open-${viewport}`);
      }

      const created = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === IDEA_API.ideas,
      );
      await button(page, POST_IDEA_TEXT.publish).click();
      const { id } = (await (await created).json()) as { id: string };
      await page.waitForURL(atPath(PATHS.explore));
      expect(await page.evaluate(() => window.localStorage.getItem('ibh:post-idea-draft'))).toBeNull();

      const idea = await owner.call<IdeaDetail>('GET', IDEA_API.idea(id));
      expect(idea.title).toBe(ideaTitle);
      expect(idea.stage).toBe('needs_guidance');
      expect(idea.visibility).toBe('public');
      expect(idea.tags).toEqual(['Offline-first', 'Health']);
      expect(idea.funding).toBe(25000);
      expect(idea.imageUrls).toHaveLength(1);
      // The cover is the one uploaded picture, by the same signed URL.
      expect(idea.imageUrl).toBe(idea.imageUrls[0]);

      // The owner finds it on Explore by search and opens it.
      await page.getByLabel(EXPLORE_TEXT.search, { exact: true }).fill(word);
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await page.getByText(EXPLORE_TEXT.results(1, false), { exact: true }).waitFor();
      await page.getByRole('link', { name: ideaTitle }).first().click();
      await page.waitForURL(atPath(`/ideas/${id}`));
      await page.getByRole('heading', { level: 1, name: ideaTitle }).waitFor();

      // A second person follows it and asks to collaborate; the owner sees the request.
      const helper = await createPerson(`Wizard ${viewport} Helper`, 'professional', { country: 'India' });
      await helper.call('POST', IDEA_API.follow(id));
      await helper.call('POST', COLLAB_API.requests(id), {
        message: `Happy to build the sync engine (${word}).`,
      });
      await page.reload({ waitUntil: 'domcontentloaded' });
      const requests = page.getByRole('region', { name: COLLAB_TEXT.requestsTitle });
      await requests.getByText(`Happy to build the sync engine (${word}).`).waitFor();
      await requests.getByText(`Wizard ${viewport} Helper`).waitFor();
      await check('owner-sees-request');

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a professional that only idea owners post, and fits 360 px', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const pro = await createPerson('Wizard Professional', 'professional', { country: 'India' });
    await logInBrowser(context, pro.email);
    await visit(page, PATHS.postIdea);
    await page.getByRole('heading', { name: IDEA_TEXT.onlyOwnersPost }).waitFor();
    expect(await page.getByLabel(POST_IDEA_TEXT.ideaTitle).count()).toBe(0);
    await expectAccessible(page, 'only owners notice');
    await screenshot(page, 'post-idea-only-owners-phone');
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoHorizontalScroll(page, 'only owners notice at 360');
    await context.close();
  });

  it('fits 360 px on every step', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const owner = await createPerson('Wizard Narrow Owner', 'idea_owner', { country: 'India' });
    await logInBrowser(context, owner.email);
    await visit(page, PATHS.postIdea);
    for (const step of [0, 1, 2, 3, 4]) {
      await stepButton(page, step).click();
      await stepHeading(page, step).waitFor();
      await expectNoHorizontalScroll(page, `${WIZARD_STEPS[step]} at 360`);
      await screenshot(page, `post-idea-step${step + 1}-360`);
    }
    await context.close();
  });
});
