import { AMBASSADOR_TEXT, COMMUNITY_TEXT, PATHS, STUDENTS_TEXT } from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInBrowser } from './support/api.ts';
import { checkScreen, launchBrowser, newContext, screenshot, VIEWPORTS, visit } from './support/browser.ts';

/** Seeded demo administrator (README). */
const ADMIN = 'admin@demo.test';
const DEMO_PASSWORD = 'demo-pass-1234';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function checkBothWidths(page: Page, name: string): Promise<void> {
  await checkScreen(page, `${name}-desktop`);
  await page.setViewportSize(VIEWPORTS.phone);
  await checkScreen(page, `${name}-phone`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The track's transform after `frames` animation frames (the rail moves every frame while running). */
const transformAfter = (page: Page, frames: number) =>
  page.evaluate(
    (count) =>
      new Promise<string>((resolve) => {
        let left = count;
        const step = () => {
          left -= 1;
          if (left > 0) requestAnimationFrame(step);
          else
            resolve(
              getComputedStyle(document.querySelector('[data-testid="ambassador-track"]') as Element)
                .transform,
            );
        };
        requestAnimationFrame(step);
      }),
    frames,
  );

describe('students and community', () => {
  it('an ambassador application is refused with each spec message, then stored, listed for the admin and shown once approved', async () => {
    const name = `Nia ${Date.now().toString(36)}`;
    const errors: string[] = [];
    const visitor = await newContext(browser, 'desktop');
    const page = await visitor.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await visit(page, PATHS.students);
    await page.getByRole('button', { name: AMBASSADOR_TEXT.apply }).first().click();
    const dialog = page.getByRole('dialog', { name: AMBASSADOR_TEXT.title });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: AMBASSADOR_TEXT.submit });
    const field = (label: string) => dialog.getByLabel(label, { exact: true });

    await send.click();
    await dialog.getByText(AMBASSADOR_TEXT.required).waitFor();
    expect(await field(AMBASSADOR_TEXT.country).getAttribute('aria-invalid')).toBe('true');
    await checkScreen(page, 'ambassador-form-required-desktop');

    await field(AMBASSADOR_TEXT.fullName).fill(name);
    await field(AMBASSADOR_TEXT.email).fill('nia@nowhere');
    await field(AMBASSADOR_TEXT.country).fill('Ghana');
    await send.click();
    await dialog.getByText(AMBASSADOR_TEXT.invalidEmail).waitFor();
    expect(await dialog.getByText(AMBASSADOR_TEXT.required).count()).toBe(0);

    await field(AMBASSADOR_TEXT.email).fill(`${name.replace(' ', '.').toLowerCase()}@example.com`);
    await send.click();
    await dialog.getByText(AMBASSADOR_TEXT.mustAgree).waitFor();

    await field(AMBASSADOR_TEXT.university).fill('University of Ghana');
    await field(AMBASSADOR_TEXT.why).fill(
      'I run the entrepreneurship club and want our teams to test ideas.',
    );
    await dialog.getByRole('checkbox').check();
    await send.click();
    await dialog.getByText(AMBASSADOR_TEXT.successTitle).waitFor();
    await screenshot(page, 'ambassador-form-success-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: AMBASSADOR_TEXT.close }).click();
    await dialog.waitFor({ state: 'detached' });

    // The admin finds it (pending, source students_page) and approves it.
    const adminContext = await newContext(browser, 'desktop');
    await logInBrowser(adminContext, ADMIN, DEMO_PASSWORD);
    const admin = await adminContext.newPage();
    admin.on('pageerror', (error) => errors.push(error.message));
    await visit(admin, PATHS.adminAmbassadors);
    const item = admin.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    expect(await item.textContent()).toContain(AMBASSADOR_TEXT.source('students_page'));
    await checkBothWidths(admin, 'admin-ambassadors');
    await item.getByRole('button', { name: `${AMBASSADOR_TEXT.approve}: ${name}` }).click();
    await item.waitFor({ state: 'detached' });
    await adminContext.close();

    // Approved: on the students page's rail.
    await visit(page, PATHS.students);
    await page.getByRole('list', { name: STUDENTS_TEXT.ambassadorsTitle }).getByText(name).waitFor();
    await visitor.close();
    expect(errors).toEqual([]);
  });

  it('students and community pages at desktop and phone width; the rail pauses on hover and stands still with reduced motion', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await visit(page, PATHS.students);
    await page.getByRole('list', { name: STUDENTS_TEXT.spotlightTitle }).waitFor();
    await page
      .getByRole('region', { name: STUDENTS_TEXT.leaderboardTitle })
      .getByRole('listitem')
      .first()
      .waitFor();
    const rail = page.getByTestId('ambassador-rail');
    expect(await rail.getAttribute('data-state')).toBe('static');
    await checkBothWidths(page, 'students');

    // A filter narrows the spotlight through the server.
    const country = page.getByLabel(STUDENTS_TEXT.filterCountry);
    const options = await country.locator('option').allTextContents();
    expect(options.length, 'a country to filter by besides "all"').toBeGreaterThan(1);
    const chosen = options[1] as string;
    await country.selectOption({ label: chosen });
    await page.waitForURL((url) => url.searchParams.get('country') === chosen);
    // The previous cards stay while the filtered ones load; then every card is from that country.
    await page.waitForFunction(
      ({ list, place }) => {
        const items = Array.from(document.querySelectorAll(`ul[aria-label="${list}"] > li`));
        return items.length > 0 && items.every((li) => (li.textContent ?? '').includes(place));
      },
      { list: STUDENTS_TEXT.spotlightTitle, place: chosen },
      { timeout: 10_000 },
    );

    // With motion allowed, the rail runs, and pauses while the pointer is over it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await rail.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="ambassador-rail"]')?.getAttribute('data-state') === 'running',
    );
    const start = await transformAfter(page, 1);
    expect(await transformAfter(page, 30)).not.toBe(start);
    await rail.hover();
    expect(await rail.getAttribute('data-state')).toBe('paused');
    const track = page.getByTestId('ambassador-track');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    const paused = await transformAfter(page, 2);
    expect(await transformAfter(page, 30)).toBe(paused);
    await page.mouse.move(5, 5);
    expect(await rail.getAttribute('data-state')).toBe('running');

    // A card opens the ambassador's details.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await rail.getByRole('button').first().click();
    await page
      .getByRole('dialog')
      .getByText(/Ambassador since/)
      .waitFor();
    await screenshot(page, 'students-ambassador-detail-desktop', { fullPage: false });
    await page.keyboard.press('Escape');

    await visit(page, PATHS.community);
    await page.getByRole('heading', { name: COMMUNITY_TEXT.title, level: 1 }).waitFor();
    await page.getByText(COMMUNITY_TEXT.body).waitFor();
    await checkBothWidths(page, 'community');
    await context.close();
    expect(errors).toEqual([]);
  });
});
