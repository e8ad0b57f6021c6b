import {
  buildPath,
  CHECKOUT_TEXT,
  ORDER_API,
  type OrderDetail,
  PATHS,
  REVIEW_TEXT,
  SERVICE_DETAIL_TEXT,
  type ServiceDetail,
  SHOP_API,
  TRACK_RECORD_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, logInBrowser } from './support/api.ts';
import {
  type ContextWidth,
  checkScreen,
  launchBrowser,
  newContext,
  realtimeLive,
  visit,
} from './support/browser.ts';

/** Seeded demo accounts (README): Priya sells, Leo buys, Maya sells but has had no order. */
const DEMO_PASSWORD = 'demo-pass-1234';
const PRO = 'priya@demo.test';
const BUYER = 'leo@demo.test';
const NEW_PRO = 'maya.chen@demo.test';

let browser: Browser;
let pro: ApiPerson;
let buyer: ApiPerson;
let service: ServiceDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  pro = await new ApiPerson().logIn(PRO, DEMO_PASSWORD);
  buyer = await new ApiPerson().logIn(BUYER, DEMO_PASSWORD);
  const mine = await pro.call<{ items: ServiceDetail[] }>('GET', SHOP_API.myServices);
  const listed = mine.items.find((item) => item.listed && item.packages.length > 0);
  if (!listed) throw new Error('no listed demo service of the professional');
  service = listed;
});
afterAll(() => browser?.close());

async function signedIn(
  width: ContextWidth,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}

/** Hire and pay in the browser (the sandbox checkout), then work and approve it through the API. */
async function completedOrder(page: Page): Promise<string> {
  await visit(page, `/services/${service.id}`);
  await page.getByRole('link', { name: SERVICE_DETAIL_TEXT.hire }).click();
  await page.waitForURL((url) => url.pathname === PATHS.shop);
  const form = page.getByRole('form', { name: CHECKOUT_TEXT.title });
  await form.waitFor();
  // The checkout shows the professional's track record beside the order.
  await form.getByRole('heading', { name: TRACK_RECORD_TEXT.proTitle }).waitFor();
  await form.getByText(TRACK_RECORD_TEXT.howCounted).waitFor();
  await checkScreen(page, 'checkout-track-record-desktop');
  await page.getByRole('button', { name: CHECKOUT_TEXT.continue, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/pay/sandbox/'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/order/'));
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect
    .poll(async () => (await buyer.call<OrderDetail>('GET', ORDER_API.order(orderId))).status, {
      timeout: 15_000,
    })
    .toBe('paid_escrow');
  await pro.call('POST', ORDER_API.start(orderId));
  const order = await pro.call<OrderDetail>('GET', ORDER_API.order(orderId));
  for (const m of order.milestones) await pro.call('POST', ORDER_API.submit(orderId, m.id), {});
  for (const m of order.milestones) await buyer.call('POST', ORDER_API.approve(orderId, m.id));
  return orderId;
}

async function writeReview(page: Page, stars: number, text: string) {
  const form = page.getByRole('form', { name: REVIEW_TEXT.formTitle });
  await form.getByLabel(REVIEW_TEXT.stars(stars)).check({ force: true });
  await form.getByLabel(REVIEW_TEXT.bodyLabel).fill(text);
  await form.getByRole('button', { name: REVIEW_TEXT.submit }).click();
  await page.locator('[data-mine]').getByText(text).waitFor();
}

describe('reviews after an order and track records (issue 29)', () => {
  it('reviews stay hidden until both are written; the service page shows the record with n and the reviews', async () => {
    const buyerSide = await signedIn('desktop', BUYER);
    const orderId = await completedOrder(buyerSide.page);
    const b = buyerSide.page;
    await visit(b, `/workroom/${orderId}`);
    await realtimeLive(b, `order:${orderId}`);
    const buyerText = `Sharp interviews and a clear go / no-go (${Date.now()}).`;
    await writeReview(b, 5, buyerText);
    await b.getByText(REVIEW_TEXT.waiting).waitFor();
    await b.getByText(REVIEW_TEXT.theirsNone).waitFor();
    await checkScreen(b, 'reviews-buyer-waiting-desktop');

    // The professional sees that a review exists, not what it says; nor does the service page.
    const proSide = await signedIn('desktop', PRO);
    const p = proSide.page;
    await visit(p, `/workroom/${orderId}`);
    await realtimeLive(p, `order:${orderId}`);
    await p.getByText(REVIEW_TEXT.theirsHidden).waitFor();
    expect(await p.getByText(buyerText).count()).toBe(0);
    await checkScreen(p, 'reviews-pro-hidden-desktop');
    const publicPage = await proSide.context.newPage();
    await visit(publicPage, `/services/${service.id}`);
    await publicPage.locator('[data-track-record="pro"]').waitFor();
    expect(await publicPage.getByText(buyerText).count()).toBe(0);

    // The professional writes theirs: both show, to both sides (the buyer's page live).
    const proText = `Clear brief and quick answers (${Date.now()}).`;
    await writeReview(p, 4, proText);
    await p.locator('[data-theirs]').getByText(buyerText).waitFor();
    await b.locator('[data-theirs]').getByText(proText).waitFor({ timeout: 15_000 });
    await checkScreen(b, 'reviews-both-desktop');

    // The service page: the track record with its sample sizes, and the buyer's review.
    await visit(publicPage, `/services/${service.id}`);
    const record = publicPage.locator('[data-track-record="pro"]');
    await record
      .locator('[data-figure="onTime"]')
      .getByText(/^\d+ orders?$/)
      .waitFor();
    expect(await record.getByText(TRACK_RECORD_TEXT.onTime, { exact: true }).isVisible()).toBe(true);
    await publicPage.getByText(buyerText).waitFor();
    await publicPage.getByText(TRACK_RECORD_TEXT.howCounted).click();
    await publicPage.getByText(TRACK_RECORD_TEXT.formulas.onTime).waitFor();
    await checkScreen(publicPage, 'service-track-record-desktop');

    // The professional's profile shows the record and the reviews too.
    await visit(publicPage, buildPath(PATHS.proProfile, { id: pro.userId }));
    await publicPage.locator('[data-track-record="pro"] [data-figure="disputes"]').waitFor();
    await publicPage.getByText(buyerText).waitFor();
    await checkScreen(publicPage, 'pro-profile-track-record-desktop');
    await buyerSide.context.close();
    await proSide.context.close();
  }, 180_000);

  it("a new professional's page says 'No record yet' (desktop and phone)", async () => {
    const maya = await new ApiPerson().logIn(NEW_PRO, DEMO_PASSWORD);
    for (const width of ['desktop', 'phone'] as const) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await visit(page, buildPath(PATHS.proProfile, { id: maya.userId }));
      await page.locator('[data-track-record="pro"] [data-no-record]').waitFor();
      expect(await page.getByText(TRACK_RECORD_TEXT.noRecord).first().isVisible()).toBe(true);
      await page.getByText(REVIEW_TEXT.empty).waitFor();
      await checkScreen(page, `pro-profile-no-record-${width}`);
      await context.close();
    }
    const phone = await newContext(browser, 'phone');
    const page = await phone.newPage();
    await visit(page, `/services/${service.id}`);
    await page.locator('[data-track-record="pro"] [data-figure="onTime"]').waitFor();
    await page.locator('[data-review]').first().waitFor();
    await checkScreen(page, 'service-track-record-phone');
    await phone.close();
  });
});
