import {
  ADMIN_COUPON_TEXT,
  ADMIN_EMAIL_TEXT,
  ADMIN_QA_TEXT,
  CHECKOUT_TEXT,
  QA_CHECKS,
  SERVICE_DETAIL_TEXT,
  type ServiceDetail,
  SHOP_API,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

/**
 * The admin console's Coupons, Email Test, Analytics and QA Tests tabs (issue 16), reached as
 * /admin/shop?tab=<slug>. Demo accounts (README): the admin, a verified professional, a buyer.
 */
const DEMO_PASSWORD = 'demo-pass-1234';
const ADMIN = 'admin@demo.test';
const PRO = 'priya@demo.test';
const BUYER = 'ava@demo.test';
const TABS = ['coupons', 'email-test', 'analytics', 'qa-tests'] as const;
const tabUrl = (slug: (typeof TABS)[number]) => `/admin/shop?tab=${slug}`;

let browser: Browser;
let service: ServiceDetail;
const admins = new Map<ContextWidth, { context: BrowserContext; page: Page }>();

async function signedIn(width: ContextWidth, email: string) {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, DEMO_PASSWORD);
  return { context, page: await context.newPage() };
}
async function adminPage(width: ContextWidth): Promise<Page> {
  const existing = admins.get(width);
  if (existing) return existing.page;
  const session = await signedIn(width, ADMIN);
  admins.set(width, session);
  return session.page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const pro = await new ApiPerson().logIn(PRO, DEMO_PASSWORD);
  const mine = await pro.call<{ items: ServiceDetail[] }>('GET', SHOP_API.myServices);
  const listed = mine.items.find((item) => item.listed && item.packages.length > 0);
  if (!listed) throw new Error('no listed demo service of the professional');
  service = listed;
});
afterAll(async () => {
  for (const { context } of admins.values()) await context.close();
  await browser?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('admin tools', () => {
  it('the admin creates a coupon that a buyer then applies at checkout, and the discount shows', async () => {
    const page = await adminPage('desktop');
    await visit(page, tabUrl('coupons'));
    const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const form = page.getByRole('form', { name: ADMIN_COUPON_TEXT.newCoupon });
    // Empty code: the spec's message, and nothing is sent.
    await form.getByLabel(ADMIN_COUPON_TEXT.labels.code).fill('');
    await button(page, ADMIN_COUPON_TEXT.create).click();
    await form.getByText(ADMIN_COUPON_TEXT.requiredFields).first().waitFor();
    await form.getByLabel(ADMIN_COUPON_TEXT.labels.code).fill(code.toLowerCase());
    await form.getByLabel(ADMIN_COUPON_TEXT.labels.percentValue).fill('20');
    await button(page, ADMIN_COUPON_TEXT.create).click();
    const row = page.getByRole('listitem').filter({ hasText: code });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('20% off').waitFor();
    // Seeded coupons show every display status.
    for (const status of ['Inactive', 'Expired', 'Maxed Out'] as const) {
      await page.getByText(status, { exact: true }).first().waitFor();
    }

    const buyer = await signedIn('desktop', BUYER);
    try {
      await visit(buyer.page, `/services/${service.id}`);
      await buyer.page.getByRole('link', { name: SERVICE_DETAIL_TEXT.hire }).click();
      const checkout = buyer.page.getByRole('form', { name: CHECKOUT_TEXT.title });
      await checkout.waitFor();
      await checkout.getByLabel(CHECKOUT_TEXT.couponLabel).fill(code.toLowerCase());
      await checkout.getByRole('button', { name: CHECKOUT_TEXT.applyCoupon, exact: true }).click();
      await checkout.getByText(CHECKOUT_TEXT.couponApplied(code)).waitFor();
      await checkout.getByText(CHECKOUT_TEXT.discount, { exact: true }).waitFor();
      await expect(checkout.getByText(/^−\$\d/).count()).resolves.toBeGreaterThan(0);
    } finally {
      await buyer.context.close();
    }

    // Deactivated, the coupon reads Inactive.
    await row.getByRole('button', { name: `${ADMIN_COUPON_TEXT.deactivate} ${code}` }).click();
    await row.getByText('Inactive', { exact: true }).waitFor();
  });

  it('the admin sends a test email and it shows in /dev/mail', async () => {
    const page = await adminPage('desktop');
    await visit(page, tabUrl('email-test'));
    await button(page, ADMIN_EMAIL_TEXT.send).click();
    await page.getByText(ADMIN_EMAIL_TEXT.addressRequired).waitFor();
    const to = `sandbox-${Date.now()}@example.test`;
    await page.getByLabel(ADMIN_EMAIL_TEXT.addressLabel).fill(to);
    await page.getByLabel(ADMIN_EMAIL_TEXT.templateLabel).selectOption('dispute_opened');
    await button(page, ADMIN_EMAIL_TEXT.send).click();
    await page.getByText(ADMIN_EMAIL_TEXT.sentOutbox(to)).waitFor();
    await page.goto('/dev/mail');
    const row = page.getByRole('row').filter({ hasText: to });
    await row.getByRole('link', { name: /^\[Test\] / }).click();
    await page.getByRole('heading', { level: 1, name: /^\[Test\] / }).waitFor();
  });

  it('the analytics tab renders its charts over the demo year, and QA tests all pass', async () => {
    const page = await adminPage('desktop');
    await visit(page, tabUrl('analytics'));
    await page.locator('[data-chart="orders"] canvas').first().waitFor();
    await page.locator('[data-chart="gmv"] canvas').first().waitFor();
    await button(page, 'Last 365 days').click();
    await page.getByRole('button', { name: 'Last 365 days', pressed: true }).waitFor();
    await page.locator('[data-chart="orders"] canvas').first().waitFor();

    await visit(page, tabUrl('qa-tests'));
    await button(page, ADMIN_QA_TEXT.run).click();
    await page
      .getByText(ADMIN_QA_TEXT.summary(QA_CHECKS.length, QA_CHECKS.length))
      .waitFor({ timeout: 30_000 });
    for (const name of QA_CHECKS) {
      await page.locator(`[data-check="${name}"]`).getByText(ADMIN_QA_TEXT.pass, { exact: true }).waitFor();
    }
  });

  it('each tab passes axe and looks right at desktop and phone width', async () => {
    for (const width of ['desktop', 'phone'] as const) {
      const page = await adminPage(width);
      for (const slug of TABS) {
        await visit(page, tabUrl(slug));
        if (slug === 'coupons') await page.getByText('WELCOME10').waitFor();
        if (slug === 'analytics') await page.locator('[data-chart="gmv"] canvas').first().waitFor();
        if (slug === 'qa-tests') {
          await button(page, ADMIN_QA_TEXT.run).click();
          await page
            .getByText(ADMIN_QA_TEXT.summary(QA_CHECKS.length, QA_CHECKS.length))
            .waitFor({ timeout: 30_000 });
        }
        await checkScreen(page, `admin-tools-${slug}-${width}`);
      }
    }
  });
});
