import {
  BROWSE_SCREEN_TEXT,
  buildPath,
  type CategoryFloor,
  formatMoney,
  PATHS,
  SERVICE_DETAIL_TEXT,
  SERVICE_FORM_TEXT,
  SERVICE_SCREEN_TEXT,
  SHOP_API,
  SHOP_ERROR_TEXT,
  SHOP_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, logInBrowser } from './support/api.ts';
import { logInWithPassword } from './support/auth.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';
import { distinctiveWord } from './support/ideas.ts';
import { drawPng } from './support/profiles.ts';

/** Seeded demo accounts (README): a verified professional and an idea owner. */
const DEMO_PASSWORD = 'demo-pass-1234';
const PRO = 'priya@demo.test';
const BUYER = 'ava@demo.test';

let browser: Browser;
let floor: CategoryFloor;
let proId = '';
beforeAll(async () => {
  browser = await launchBrowser();
  const pro = await new ApiPerson().logIn(PRO, DEMO_PASSWORD);
  proId = pro.userId;
  const floors = await pro.call<{ items: CategoryFloor[] }>('GET', SHOP_API.floors);
  const design = floors.items.find((item) => item.category === 'design');
  if (!design) throw new Error('no design floor seeded');
  floor = design;
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dollars = (cents: number) => String(Math.round(cents / 100));

/** What the first test creates, for the screen tour at phone widths. */
const created = { id: '', title: '', word: '', premiumId: '' };

async function signedIn(
  width: ContextWidth,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}

describe('Professionals Shop', () => {
  it('a verified professional creates a service with three packages and a banner; buyers find it and a visitor sees every element of the service page', async () => {
    const word = distinctiveWord();
    const title = `Brand sprint ${word} for early startups`;
    const { context, page } = await signedIn('desktop', PRO);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // My Services, then the new-service form.
    await visit(page, PATHS.shop);
    await page.getByRole('tab', { name: SHOP_TEXT.tabs.services, selected: true }).waitFor();
    await page.getByRole('button', { name: SHOP_TEXT.newService }).first().waitFor();
    await checkScreen(page, 'shop-my-services-desktop');
    await page.getByRole('button', { name: SHOP_TEXT.newService }).first().click();

    await page.getByLabel(SERVICE_FORM_TEXT.title, { exact: true }).fill(title);
    await page.getByLabel(SERVICE_FORM_TEXT.category, { exact: true }).selectOption('design');
    const hint = SHOP_TEXT.floorHint(floor.floorPriceCents, floor.suggestedMinCents, floor.suggestedMaxCents);
    await page.getByText(hint).first().waitFor();
    await page.getByLabel(SERVICE_FORM_TEXT.eta, { exact: true }).fill('6');
    await page
      .getByLabel(SERVICE_FORM_TEXT.description, { exact: true })
      .fill(`A focused ${word} brand sprint: positioning, a logo direction and a one-page style guide.`);
    await page.getByLabel(SERVICE_FORM_TEXT.deliverable(1), { exact: true }).fill('Positioning statement');
    await button(page, SERVICE_FORM_TEXT.addDeliverable).click();
    await page.getByLabel(SERVICE_FORM_TEXT.deliverable(2), { exact: true }).fill('Logo direction');
    await button(page, SERVICE_FORM_TEXT.addPackage).click();
    await button(page, SERVICE_FORM_TEXT.addPackage).click();
    const prices = page.getByLabel(SERVICE_FORM_TEXT.price, { exact: true });
    expect(await prices.count()).toBe(3);

    // Below the floor: refused on the field with the floor named.
    await prices.nth(0).fill(dollars(floor.floorPriceCents - 100));
    await button(page, SERVICE_FORM_TEXT.create).click();
    const floorMessage = SHOP_ERROR_TEXT.belowFloor('Design', floor.floorPriceCents);
    await page.getByText(floorMessage).waitFor();
    await checkScreen(page, 'shop-service-form-desktop');

    const tierPrices = [floor.suggestedMinCents, floor.suggestedMinCents * 2, floor.suggestedMaxCents];
    for (const [i, cents] of tierPrices.entries()) await prices.nth(i).fill(dollars(cents));
    const create = page.waitForResponse(
      (res) => res.url().endsWith(SHOP_API.myServices) && res.request().method() === 'POST',
    );
    await button(page, SERVICE_FORM_TEXT.create).click();
    const createdService = (await (await create).json()) as {
      id: string;
      packages: Array<{ id: string; tier: string }>;
    };
    expect(createdService.packages.map((p) => p.tier)).toEqual(['basic', 'standard', 'premium']);
    await page.waitForURL((url) => url.searchParams.get('edit') === createdService.id);

    // The banner upload, then publish.
    const banner = await drawPng(page);
    const upload = page.waitForResponse((res) => res.url().includes('/images/banner') && res.ok());
    await page.locator('input[type=file][name=banner]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: banner,
    });
    await upload;
    await page.getByRole('img', { name: SHOP_TEXT.bannerLabel }).waitFor();
    await button(page, SHOP_TEXT.publish).click();
    await page.getByText(SHOP_TEXT.live, { exact: true }).first().waitFor();
    await checkScreen(page, 'shop-service-editor-desktop');

    // Browse: under its category, and by search.
    await visit(page, `${PATHS.browseServices}?category=design`);
    await page.getByRole('article', { name: title }).waitFor();
    await checkScreen(page, 'shop-browse-desktop');
    await visit(page, PATHS.browseServices);
    await page.getByRole('article').first().waitFor();
    await page.getByLabel(BROWSE_SCREEN_TEXT.search, { exact: true }).fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    // Only this service matches (the previous results stay dimmed until the answer comes).
    await page.getByText(BROWSE_SCREEN_TEXT.results(1, false), { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    const card = page.getByRole('article', { name: title });
    await card.getByText(SHOP_TEXT.from(tierPrices[0] ?? 0)).waitFor();
    await card.getByText(SHOP_TEXT.verified).waitFor();
    await context.close();

    // A signed-out visitor opens it: every element of 001 section 2.2 and the tiers.
    const visitor = await newContext(browser, 'desktop');
    const anon = await visitor.newPage();
    anon.on('pageerror', (error) => errors.push(error.message));
    await visit(anon, buildPath(PATHS.service, { id: createdService.id }));
    await anon.getByRole('heading', { level: 1, name: title }).waitFor();
    await anon.getByText(SERVICE_DETAIL_TEXT.byLine('Priya Sharma', 'Design')).waitFor();
    expect(
      await anon
        .getByText(SERVICE_SCREEN_TEXT.price, { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe(formatMoney(tierPrices[0] ?? 0));
    expect(
      await anon
        .getByText(SERVICE_SCREEN_TEXT.eta, { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe(SERVICE_DETAIL_TEXT.etaDays(3));
    await anon.getByRole('link', { name: SERVICE_DETAIL_TEXT.hire }).waitFor();
    await anon.getByText(SERVICE_DETAIL_TEXT.escrowNote).waitFor();
    const bannerImg = anon.getByRole('img', { name: SERVICE_SCREEN_TEXT.banner(title) });
    await bannerImg.scrollIntoViewIfNeeded();
    // Visible is not loaded: decode() waits for the bytes (and fails on a broken image).
    expect(
      await bannerImg.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth > 0;
      }),
    ).toBe(true);
    await anon.getByRole('heading', { name: SERVICE_DETAIL_TEXT.aboutService }).waitFor();
    await anon.getByText(`A focused ${word} brand sprint`).waitFor();
    await anon.getByRole('heading', { name: SERVICE_DETAIL_TEXT.whatYouGet }).waitFor();
    await anon.getByText('Positioning statement', { exact: true }).waitFor();
    await anon.getByText('Logo direction', { exact: true }).waitFor();
    await anon.getByRole('heading', { name: SERVICE_DETAIL_TEXT.aboutExpert }).waitFor();
    expect(await anon.getByRole('link', { name: SERVICE_DETAIL_TEXT.shopLink }).getAttribute('href')).toBe(
      PATHS.browseServices,
    );
    const tiers = anon.getByRole('group', { name: SERVICE_SCREEN_TEXT.choosePackage });
    expect(await tiers.getByRole('radio').count()).toBe(3);
    await checkScreen(anon, 'shop-service-desktop');

    // Choosing Premium by keyboard; Hire a Pro keeps it through sign-in to /shop?tab=orders.
    const premium = createdService.packages.find((p) => p.tier === 'premium');
    if (!premium) throw new Error('no premium package');
    await tiers.getByRole('radio').first().focus();
    await anon.keyboard.press('ArrowRight');
    await anon.keyboard.press('ArrowRight');
    await expect
      .poll(() => tiers.getByRole('radio', { checked: true }).getAttribute('value'))
      .toBe(premium.id);
    await expect
      .poll(() =>
        anon.getByText(SERVICE_SCREEN_TEXT.price).locator('xpath=following-sibling::dd').textContent(),
      )
      .toBe(formatMoney(tierPrices[2] ?? 0));
    await anon.getByRole('link', { name: SERVICE_DETAIL_TEXT.hire }).click();
    await anon.waitForURL((url) => url.pathname === PATHS.login);
    expect(new URL(anon.url()).searchParams.get('next')).toContain(`package=${premium.id}`);
    await logInWithPassword(anon, BUYER, DEMO_PASSWORD);
    await anon.waitForURL((url) => url.pathname === PATHS.shop);
    const landed = new URL(anon.url()).searchParams;
    expect([landed.get('tab'), landed.get('service'), landed.get('package')]).toEqual([
      'orders',
      createdService.id,
      premium.id,
    ]);
    // The Orders tab opens the checkout of the chosen package (issue 15, decision 62).
    await anon.locator(`form [data-package-id="${premium.id}"]`).waitFor();
    await checkScreen(anon, 'shop-orders-buyer-desktop');
    await visitor.close();
    expect(errors).toEqual([]);

    Object.assign(created, { id: createdService.id, title, word, premiumId: premium.id });
  });

  for (const width of ['phone', 'narrow'] as const) {
    it(`shows every shop screen, accessible and without sideways scrolling, at ${width} width`, async () => {
      expect(created.id, 'the first test creates the service').not.toBe('');
      const { context, page } = await signedIn(width, PRO);
      await visit(page, PATHS.shop);
      await page.getByRole('article', { name: created.title }).waitFor();
      await checkScreen(page, `shop-my-services-${width}`);
      await visit(page, `${PATHS.shop}?tab=services&edit=new`);
      await page.getByLabel(SERVICE_FORM_TEXT.title, { exact: true }).waitFor();
      await checkScreen(page, `shop-service-form-${width}`);
      await visit(page, `${PATHS.shop}?tab=services&edit=${created.id}`);
      await page.getByRole('img', { name: SHOP_TEXT.bannerLabel }).waitFor();
      await page.getByLabel(SERVICE_FORM_TEXT.title, { exact: true }).waitFor();
      await checkScreen(page, `shop-service-editor-${width}`);
      await visit(page, buildPath(PATHS.proProfile, { id: proId }));
      await page.getByRole('article', { name: created.title }).waitFor();
      await checkScreen(page, `shop-pro-${width}`);
      await context.close();

      const visitor = await newContext(browser, width);
      const anon = await visitor.newPage();
      await visit(anon, `${PATHS.browseServices}?q=${created.word}`);
      await anon.getByRole('article', { name: created.title }).waitFor();
      await checkScreen(anon, `shop-browse-${width}`);
      await visit(anon, buildPath(PATHS.service, { id: created.id }));
      await anon.getByRole('heading', { level: 1, name: created.title }).waitFor();
      await anon.getByRole('img', { name: SERVICE_SCREEN_TEXT.banner(created.title) }).waitFor();
      await checkScreen(anon, `shop-service-${width}`);
      await visit(anon, buildPath(PATHS.service, { id: '00000000-0000-4000-8000-000000000000' }));
      await anon.getByRole('heading', { name: SERVICE_DETAIL_TEXT.notFound }).waitFor();
      await checkScreen(anon, `shop-service-not-found-${width}`);
      await visitor.close();

      const buyer = await signedIn(width, BUYER);
      await visit(buyer.page, `${PATHS.shop}?tab=orders&service=${created.id}&package=${created.premiumId}`);
      await buyer.page.locator(`form [data-package-id="${created.premiumId}"]`).waitFor();
      await checkScreen(buyer.page, `shop-orders-buyer-${width}`);
      await buyer.context.close();
    });
  }
});
