import {
  COFOUNDER_TEXT,
  COMPLETE_PROFILE_TEXT,
  DELETE_DIALOG_TEXT,
  EDIT_PROFILE_TEXT,
  PASSWORD_DIALOG_TEXT,
  PATHS,
  PRO_PAGE_TEXT,
  PROFILE_API,
  PROFILE_PAGE_TEXT,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  VERIFY_TEXT,
} from '@ibh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, logInBrowser } from './support/api.ts';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  type ViewportName,
  visit,
} from './support/browser.ts';
import { button, drawPng } from './support/profiles.ts';

/** The seeded demo professional with a pro profile (apps/server profiles seed). */
const DEMO_PRO = { email: 'priya@demo.test', password: 'demo-pass-1234' };

let browser: Browser;
let proId = '';
beforeAll(async () => {
  browser = await launchBrowser();
  proId = (await new ApiPerson().logIn(DEMO_PRO.email, DEMO_PRO.password)).userId;
});
afterAll(() => browser?.close());

describe('profile screens', () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    it(`shows every profile screen, accessible and finished, at ${viewport} width`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const check = async (name: string, fullPage = true) => {
        await expectAccessible(page, `${name} (${viewport})`);
        await expectNoHorizontalScroll(page, `${name} (${viewport})`);
        await screenshot(page, `profiles-${name}-${viewport}`, { fullPage });
      };

      const fullName = `Screen ${viewport === 'desktop' ? 'Desmond' : 'Phoebe'} Reyes`;
      const person = await new ApiPerson().signUp(fullName, 'professional');
      await logInBrowser(context, person.email);
      await visit(page, PATHS.completeSignup);
      await page.getByRole('button', { name: COMPLETE_PROFILE_TEXT.finish }).waitFor();
      await check('complete-signup');

      await person.call('POST', PROFILE_API.complete, {
        fullName,
        tagline: 'Product engineer who likes hard problems',
        bio: 'Ten years of shipping web and mobile products, lately for climate startups.',
        country: 'United Kingdom',
        city: 'London',
        timezone: 'Europe/London',
        website: 'https://example.com',
        linkedin: 'https://www.linkedin.com/in/screen-reyes',
        termsAccepted: true,
      });
      // Two rated skills; the PATCH after them lists a third that stays unrated.
      await person.call('PUT', PROFILE_API.skills, {
        skills: [
          { skill: 'TypeScript', level: 5 },
          { skill: 'React', level: 4 },
        ],
      });
      await person.call('PATCH', PROFILE_API.me, {
        primaryProfession: 'Engineer',
        skills: ['TypeScript', 'React', 'PostgreSQL'],
        industries: ['Climate & Energy'],
        lookingForRoles: ['Business Co-founder'],
        lookingForSkills: ['Sales', 'Fundraising'],
        collaborationType: 'Part-time',
      });
      await person.call('PUT', PROFILE_API.readiness, {
        priorFounder: true,
        technicalFounder: true,
        arrDisclosed: false,
        deckReady: true,
        arrAmount: null,
        deckUrl: 'https://example.com/deck',
      });

      await visit(page, PATHS.editProfile);
      await page.getByRole('heading', { name: PROFILE_SECTIONS[0].label }).waitFor();
      await check('edit-profile');
      const levels = page.getByRole('group', { name: EDIT_PROFILE_TEXT.skillLevels });
      await levels.getByRole('combobox').first().waitFor();
      expect(await levels.getByLabel('PostgreSQL', { exact: true }).inputValue()).toBe('3');
      await levels.scrollIntoViewIfNeeded();
      await screenshot(page, `profiles-edit-skill-levels-${viewport}`, { fullPage: false });
      const readiness = PROFILE_SECTIONS[4];
      await visit(page, `${PATHS.editProfile}#${readiness.id}`);
      await page.getByRole('button', { name: EDIT_PROFILE_TEXT.saveReadiness }).waitFor();
      await expect
        .poll(() => page.getByRole('link', { name: readiness.label }).getAttribute('aria-current'))
        .toBe('true');
      await screenshot(page, `profiles-edit-readiness-${viewport}`, { fullPage: false });

      await button(page, EDIT_PROFILE_TEXT.changePassword).click();
      await page.getByRole('dialog', { name: PASSWORD_DIALOG_TEXT.title }).waitFor();
      await check('change-password-dialog', false);
      await page.keyboard.press('Escape');
      await button(page, EDIT_PROFILE_TEXT.deleteAccount).click();
      await page.getByRole('dialog', { name: DELETE_DIALOG_TEXT.title }).waitFor();
      await check('delete-dialog-warning', false);
      await button(page, DELETE_DIALOG_TEXT.continue).click();
      await page.getByRole('dialog', { name: DELETE_DIALOG_TEXT.confirmTitle }).waitFor();
      expect(await button(page, DELETE_DIALOG_TEXT.delete).isDisabled()).toBe(true);
      await check('delete-dialog-confirm', false);
      await button(page, DELETE_DIALOG_TEXT.cancel).click();

      await page.locator('input[type="file"]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await drawPng(page),
      });
      await page.getByRole('dialog', { name: EDIT_PROFILE_TEXT.cropTitle }).waitFor();
      await check('crop-dialog', false);
      await button(page, EDIT_PROFILE_TEXT.savePhoto).click();
      await page.getByText(PROFILE_TEXT.photoSaved).waitFor();
      await button(page, EDIT_PROFILE_TEXT.removePhoto).click();
      await button(page, EDIT_PROFILE_TEXT.keepPhoto).waitFor();
      // Reaching the photo scrolled the page: let the tab bar's highlight settle before axe.
      await expect
        .poll(() => page.getByRole('link', { name: PROFILE_SECTIONS[0].label }).getAttribute('aria-current'))
        .toBe('true');
      await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
      await check('edit-remove-photo', false);
      await button(page, EDIT_PROFILE_TEXT.keepPhoto).click();

      await visit(page, PATHS.ownProfile);
      await page.getByRole('heading', { name: fullName }).waitFor();
      await check('own-profile');
      await page.getByRole('button', { name: new RegExp(PROFILE_PAGE_TEXT.readiness) }).click();
      await page
        .getByRole('dialog', { name: PROFILE_PAGE_TEXT.readinessExplain })
        .getByRole('listitem')
        .first()
        .waitFor();
      await check('readiness-popover', false);
      await page.keyboard.press('Escape');
      await visit(page, `/profile/${proId}`);
      await page.getByRole('button', { name: /Follow/ }).waitFor();
      await check('profile');
      await visit(page, '/profile/00000000-0000-4000-8000-000000000000');
      await page.getByRole('heading', { name: PROFILE_TEXT.notFoundOrPrivate }).waitFor();
      await check('profile-not-found');
      await visit(page, `/pro/${proId}`);
      await page.getByRole('heading', { name: PRO_PAGE_TEXT.impact }).waitFor();
      await check('pro');

      await visit(page, PATHS.cofounders);
      await page.locator('main article').first().waitFor();
      await check('cofounders');
      await visit(page, `${PATHS.cofounders}?skill=nobody-has-this-skill`);
      await page.getByText(COFOUNDER_TEXT.emptyTitle).waitFor();
      await check('cofounders-empty');

      await visit(page, PATHS.verify);
      await page.getByRole('button', { name: VERIFY_TEXT.submit }).waitFor();
      await check('verify');

      expect(errors).toEqual([]);
      await context.close();
    }, 180_000);
  }
});
