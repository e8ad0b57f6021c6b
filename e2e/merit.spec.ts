import { randomUUID } from 'node:crypto';
import {
  ADMIN_CONSOLE_API,
  type Checkout,
  endpointPath,
  MERIT_ENDPOINTS,
  MERIT_TEXT,
  type MeritData,
  ORDER_API,
  type OrderDetail,
  PATHS,
  SHOP_API,
  type TopPros,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import {
  baseUrl,
  checkScreen,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  visit,
} from './support/browser.ts';

const DEMO_PASSWORD = 'demo-pass-1234';
const BUYER = 'ava@demo.test';

let browser: Browser;
let buyer: ApiPerson;
beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await new ApiPerson().logIn(BUYER, DEMO_PASSWORD);
});
afterAll(() => browser?.close());

const proCard = (page: Page, userId: string) =>
  page.locator(`[data-testid="top-pro-card"][data-user-id="${userId}"]`);
const deliverBar = (page: Page, userId: string) =>
  proCard(page, userId).getByRole('progressbar', { name: /Deliver/ });

/** A verified professional with the top card of the home page (the first whose merit is above 0). */
async function topPro(): Promise<TopPros['pros'][number]> {
  const top = await buyer.call<TopPros>('GET', MERIT_ENDPOINTS.top.path);
  const pro = top.pros.find((card) => card.rank === 1);
  if (!pro) throw new Error('no top professional in the demo data');
  return pro;
}

describe('merit', () => {
  it("completing an order raises the professional's Deliver bar on their home-page card", async () => {
    // A new professional, verified by the admin, selling one service.
    const pro = await createPerson(`Merit Pro ${randomUUID().slice(0, 4)}`, 'professional', {
      country: 'Spain',
    });
    const admin = await new ApiPerson().logIn('admin@demo.test', DEMO_PASSWORD);
    await admin.call('POST', ADMIN_CONSOLE_API.setVerification(pro.userId), { verified: true, note: 'e2e' });
    const before = await buyer.call<MeritData>(
      'GET',
      endpointPath(MERIT_ENDPOINTS.get, { userId: pro.userId }),
    );
    expect(before.bars.deliver).toBe(0);
    const service = await pro.call<{ id: string }>('POST', SHOP_API.myServices, {
      title: 'Merit interviews',
      category: 'validate',
      description: 'Ten interviews with your target customers.',
      deliverables: ['Interview guide'],
      etaDays: 7,
      packages: [
        {
          tier: 'basic',
          name: 'Basic',
          priceCents: 10_000,
          days: 7,
          revisions: 1,
          includes: ['5 interviews'],
        },
      ],
    });
    await pro.call('POST', SHOP_API.publish(service.id));
    const detail = await buyer.call<{ packages: { id: string }[] }>('GET', SHOP_API.service(service.id));

    // The buyer places and pays through the sandbox checkout (its signed webhook moves the money).
    const context = await newContext(browser, 'desktop');
    await logInBrowser(context, BUYER, DEMO_PASSWORD);
    const page = await context.newPage();
    const checkout = await buyer.call<Checkout>('POST', ORDER_API.orders, {
      packageId: detail.packages[0]?.id,
      idempotencyKey: randomUUID(),
      brief: 'Merit e2e order',
    });
    await page.goto(new URL(checkout.checkoutUrl, baseUrl).href);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    await expect
      .poll(async () => (await buyer.call<OrderDetail>('GET', ORDER_API.order(checkout.orderId))).status, {
        timeout: 15_000,
      })
      .toBe('paid_escrow');

    // The professional starts and delivers every milestone; the buyer approves them: completed.
    await pro.call('POST', ORDER_API.start(checkout.orderId));
    const order = await pro.call<OrderDetail>('GET', ORDER_API.order(checkout.orderId));
    for (const milestone of order.milestones) {
      await pro.call('POST', ORDER_API.submit(checkout.orderId, milestone.id), { note: 'Done' });
      await buyer.call('POST', ORDER_API.approve(checkout.orderId, milestone.id), {});
    }
    expect((await buyer.call<OrderDetail>('GET', ORDER_API.order(checkout.orderId))).status).toBe(
      'completed',
    );

    // At once (the server's cache forgot them): the home page's card shows the Deliver bar up.
    await visit(page, PATHS.home);
    const bar = deliverBar(page, pro.userId);
    await bar.waitFor({ timeout: 15_000 });
    const now = Number(await bar.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThan(0);
    const after = await buyer.call<MeritData>(
      'GET',
      endpointPath(MERIT_ENDPOINTS.get, { userId: pro.userId }),
    );
    expect(now).toBe(Math.round(after.bars.deliver * 100));
    await context.close();
  });

  it('the merit hover card opens on hover at desktop width', async () => {
    const top = await topPro();
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    await visit(page, PATHS.home);
    const name = proCard(page, top.userId).getByRole('link', { name: top.fullName });
    await name.hover();
    const card = page.getByTestId('merit-hover-card');
    await card.waitFor({ timeout: 5000 });
    await card.getByTestId('merit-total').waitFor();
    expect(await card.getByRole('link', { name: MERIT_TEXT.viewProfile }).getAttribute('href')).toBe(
      `/pro/${top.userId}`,
    );
    expect(await card.getByRole('link', { name: MERIT_TEXT.whatsMerit }).getAttribute('href')).toBe(
      PATHS.helpMerit,
    );
    expect(await card.getByRole('progressbar').count()).toBe(3);
    await checkScreen(page, 'merit-hover-card-desktop');
    // Leaving closes it.
    await page.mouse.move(5, 5);
    await card.waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });

  it('the merit sheet opens on a touch device and expands', async () => {
    const top = await topPro();
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await visit(page, PATHS.home);
    await proCard(page, top.userId)
      .getByRole('button', { name: `${MERIT_TEXT.merit} of ${top.fullName}` })
      .tap();
    const sheet = page.getByTestId('merit-sheet');
    await sheet.waitFor();
    await sheet
      .getByTestId('merit-total')
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await screenshot(page, 'merit-sheet-debug', { fullPage: false });
        throw error;
      });
    const height = async () => (await sheet.boundingBox())?.height ?? 0;
    expect(Math.abs((await height()) - VIEWPORTS.phone.height * 0.6)).toBeLessThan(2);
    await sheet.getByRole('button', { name: 'Expand' }).tap();
    await expect.poll(height).toBeGreaterThan(VIEWPORTS.phone.height * 0.89);
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`.slice(0, 120)),
    );
    expect(wide, 'elements wider than the phone').toEqual([]);
    await screenshot(page, 'merit-sheet-phone', { fullPage: false });
    await checkScreen(page, 'merit-home-phone');
    await context.close();
  });

  it('/help/merit explains the formula, with your own inputs as a professional (desktop and phone)', async () => {
    const desktop = await newContext(browser, 'desktop');
    await logInBrowser(desktop, 'priya@demo.test', DEMO_PASSWORD);
    const page = await desktop.newPage();
    await visit(page, PATHS.helpMerit);
    await page.getByRole('heading', { level: 1, name: MERIT_TEXT.helpTitle }).waitFor();
    await page.getByRole('table', { name: 'Your merit events by kind' }).waitFor();
    await checkScreen(page, 'merit-help-desktop');
    await desktop.close();

    const phone = await newContext(browser, 'phone');
    const small = await phone.newPage();
    await visit(small, PATHS.helpMerit);
    await small.getByRole('heading', { level: 1, name: MERIT_TEXT.helpTitle }).waitFor();
    await checkScreen(small, 'merit-help-phone');
    await phone.close();
  });
});
