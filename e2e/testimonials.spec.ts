import { HOME_TEXT, NAV_TEXT, PATHS, TESTIMONIAL_TEXT } from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInBrowser } from './support/api.ts';
import {
  checkScreen,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  visit,
} from './support/browser.ts';

/** Seeded demo accounts (README): an idea owner and the administrator. */
const DEMO_PASSWORD = 'demo-pass-1234';
const AUTHOR = 'leo@demo.test';
const ADMIN = 'admin@demo.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, 'desktop');
  await logInBrowser(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The same page again at phone width: axe, no sideways scroll, and its screenshot. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  await checkScreen(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('testimonials', () => {
  it('a user submits a testimonial, the admin approves it on /admin/testimonials, and it appears on the home page', async () => {
    const word = `kiwi${Date.now().toString(36)}`;
    const quote = `The ${word} interviews on IBH showed us which feature to drop before we built it.`;
    const errors: string[] = [];

    // The author: /testimonials/share leads to the form; the spec's checks come before any request.
    const author = await signedIn(AUTHOR);
    author.page.on('pageerror', (error) => errors.push(error.message));
    await visit(author.page, '/testimonials/share');
    await author.page.waitForURL((url) => url.pathname === PATHS.testimonial);
    await author.page.getByRole('heading', { name: NAV_TEXT.shareExperience }).waitFor();
    await checkBothWidths(author.page, 'testimonial-form');

    await field(author.page, TESTIMONIAL_TEXT.name).fill('');
    await button(author.page, TESTIMONIAL_TEXT.submit).click();
    await author.page.getByRole('alert').getByText(TESTIMONIAL_TEXT.required).waitFor();
    await checkScreen(author.page, 'testimonial-form-required-desktop');

    await field(author.page, TESTIMONIAL_TEXT.name).fill('Leo Martins');
    await field(author.page, TESTIMONIAL_TEXT.country).fill('Brazil');
    await field(author.page, TESTIMONIAL_TEXT.quote).fill('Too short to count.');
    await author.page.getByTestId('quote-counter').getByText('19/40').waitFor();
    await button(author.page, TESTIMONIAL_TEXT.submit).click();
    await author.page.getByText(TESTIMONIAL_TEXT.quoteTooShort).waitFor();

    await field(author.page, TESTIMONIAL_TEXT.quote).fill(quote);
    await author.page.getByTestId('quote-counter').getByText(`${quote.length}/40`).waitFor();
    await field(author.page, TESTIMONIAL_TEXT.role).fill('Founder, FixNear');
    await field(author.page, TESTIMONIAL_TEXT.ibhRole).selectOption({ label: 'Idea Owner' });
    await button(author.page, TESTIMONIAL_TEXT.submit).click();
    await author.page.getByRole('status').getByText(TESTIMONIAL_TEXT.submitted).first().waitFor();
    await checkScreen(author.page, 'testimonial-submitted-desktop');

    // Pending: the home page does not show it.
    await visit(author.page, PATHS.home);
    const section = author.page.getByTestId('home-testimonials');
    await section.getByRole('listitem').first().waitFor();
    expect(await section.getByText(word).count()).toBe(0);
    await author.context.close();

    // The admin approves it.
    const admin = await signedIn(ADMIN);
    admin.page.on('pageerror', (error) => errors.push(error.message));
    await visit(admin.page, PATHS.adminTestimonials);
    const item = admin.page.getByRole('listitem').filter({ hasText: word });
    await item.waitFor();
    await checkBothWidths(admin.page, 'admin-testimonials');
    await item.getByRole('button', { name: TESTIMONIAL_TEXT.approve, exact: true }).click();
    await admin.page.getByText(TESTIMONIAL_TEXT.saved, { exact: true }).waitFor();
    // Approved ones leave the default (pending) filter; the Approved filter lists it.
    await item.waitFor({ state: 'detached' });
    await button(admin.page, TESTIMONIAL_TEXT.filters.approved).click();
    await admin.page
      .getByRole('listitem')
      .filter({ hasText: word })
      .getByRole('button', { name: TESTIMONIAL_TEXT.unapprove, exact: true })
      .waitFor();
    await checkScreen(admin.page, 'admin-testimonials-approved-desktop');

    // The delete confirmation, then keep it.
    await admin.page
      .getByRole('listitem')
      .filter({ hasText: word })
      .getByRole('button', { name: TESTIMONIAL_TEXT.delete, exact: true })
      .click();
    const dialog = admin.page.getByRole('dialog', { name: TESTIMONIAL_TEXT.confirmDelete });
    await dialog.waitFor();
    await expectAccessible(admin.page, 'the delete confirmation');
    await screenshot(admin.page, 'admin-testimonials-confirm-delete-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: TESTIMONIAL_TEXT.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.context.close();

    // A visitor sees it first among the approved ones on the home page.
    const visitor = await newContext(browser, 'desktop');
    const page = await visitor.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, PATHS.home);
    const home = page.getByTestId('home-testimonials');
    await home.getByText(word).waitFor();
    expect(await home.getByRole('listitem').first().textContent()).toContain(word);
    expect(await home.getByText(HOME_TEXT.testimonialsEmpty).count()).toBe(0);
    await home.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'home-testimonials');
    await home.screenshot({ path: 'test-results/e2e/home-testimonials-section.png' });
    await visitor.close();

    expect(errors).toEqual([]);
  }, 180_000);
});
