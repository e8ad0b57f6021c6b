import {
  ADMIN_CONSOLE_API,
  ADMIN_CONSOLE_TEXT,
  ADMIN_UI_TEXT,
  type AdminDispute,
  DISPUTE_RESOLUTION_LABELS,
  ORDER_STATUS_META,
  PATHS,
  PROFILE_TEXT,
  SHELL_TEXT,
  VERIFY_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, E2E_PASSWORD, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

/** Seeded demo accounts (README): the administrator, and Leo, the buyer of the seeded dispute. */
const DEMO_PASSWORD = 'demo-pass-1234';
const ADMIN = 'admin@demo.test';
const BUYER = 'leo@demo.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function signedIn(width: ContextWidth, email: string, password = DEMO_PASSWORD) {
  const context: BrowserContext = await newContext(browser, width);
  await logInBrowser(context, email, password);
  return { context, page: await context.newPage() };
}

/** The open tab has shown its list (or its empty state), not its skeleton. */
async function loaded(page: Page) {
  const panel = page.getByRole('tabpanel');
  await panel.locator('li, .border-dashed').first().waitFor();
  await panel.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

async function openTab(page: Page, slug: string) {
  await visit(page, `${PATHS.adminShop}?tab=${slug}`);
  await page.getByRole('heading', { level: 1, name: ADMIN_CONSOLE_TEXT.title }).waitFor();
}

describe('admin console', () => {
  it('a professional requests verification, the admin verifies them, and they see the badge', {
    timeout: 120_000,
  }, async () => {
    const pro = await createPerson('Vera Verified', 'professional', { country: 'Spain' });
    const proSide = await signedIn('desktop', pro.email, E2E_PASSWORD);
    await visit(proSide.page, PATHS.verify);
    await proSide.page.getByLabel(VERIFY_TEXT.linkedinUrl).fill('https://www.linkedin.com/in/vera-verified');
    await proSide.page.getByLabel(VERIFY_TEXT.orgEmail).fill('vera@studio.test');
    await button(proSide.page, VERIFY_TEXT.submit).click();
    await proSide.page.getByText(VERIFY_TEXT.pendingTitle).waitFor();

    const admin = await signedIn('desktop', ADMIN);
    await openTab(admin.page, 'verify-pros');
    const row = admin.page.getByRole('listitem').filter({ hasText: 'Vera Verified' });
    await row.getByRole('link', { name: 'https://www.linkedin.com/in/vera-verified' }).waitFor();
    await expect(row.getByText('vera@studio.test').isVisible()).resolves.toBe(true);
    await checkScreen(admin.page, 'admin-verify-pros-desktop');
    await row.getByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }).click();
    await row.getByLabel(ADMIN_UI_TEXT.verifyPros.noteLabel).fill('LinkedIn checked');
    await row.getByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }).click();
    await admin.page.getByText(ADMIN_UI_TEXT.verifyPros.doneVerified).waitFor();

    await visit(proSide.page, PATHS.ownProfile);
    await proSide.page.getByText(PROFILE_TEXT.verifiedBadge).first().waitFor();
    await admin.context.close();
    await proSide.context.close();
  });

  it('the admin refunds a disputed order and the buyer sees it refunded', { timeout: 120_000 }, async () => {
    const admin = await signedIn('desktop', ADMIN);
    const adminApi = await new ApiPerson().logIn(ADMIN, DEMO_PASSWORD);
    const disputes = await adminApi.call<{ items: AdminDispute[] }>('GET', ADMIN_CONSOLE_API.disputes);
    const dispute = disputes.items.find((d) => d.buyerName.startsWith('Leo'));
    if (!dispute) throw new Error('no seeded dispute of Leo');

    await openTab(admin.page, 'disputes');
    await admin.page.getByText(dispute.reason).waitFor();
    await checkScreen(admin.page, 'admin-disputes-desktop');
    await button(admin.page, `${ADMIN_UI_TEXT.disputes.view}: ${dispute.serviceTitle}`).click();
    await admin.page.getByRole('heading', { name: ADMIN_UI_TEXT.disputes.statements }).waitFor();
    await admin.page.getByText(ADMIN_UI_TEXT.disputes.resolveTitle, { exact: true }).waitFor();
    await checkScreen(admin.page, 'admin-dispute-detail-desktop');
    await admin.page.getByLabel(DISPUTE_RESOLUTION_LABELS.refund).check();
    await admin.page.getByLabel(ADMIN_UI_TEXT.disputes.note).fill('The analysis was not delivered.');
    await button(admin.page, ADMIN_UI_TEXT.disputes.resolve).click();
    await admin.page
      .getByRole('dialog')
      .getByRole('button', { name: /^Refund \$/ })
      .click();
    await admin.page.getByText(ADMIN_UI_TEXT.disputes.resolved).waitFor();

    const buyer = await signedIn('desktop', BUYER);
    await visit(buyer.page, `/order/${dispute.orderId}`);
    await buyer.page.getByText(ORDER_STATUS_META.cancelled.label, { exact: true }).first().waitFor();
    await visit(buyer.page, PATHS.notifications);
    await buyer.page
      .getByText(/refunded to the buyer/)
      .first()
      .waitFor();

    await openTab(admin.page, 'logs');
    await admin.page.getByText('dispute_refunded').first().waitFor();
    await checkScreen(admin.page, 'admin-logs-desktop');
    await admin.context.close();
    await buyer.context.close();
  });

  it('shows the shell, the tabs and /admin-dashboard at desktop and phone width', {
    timeout: 150_000,
  }, async () => {
    for (const width of ['desktop', 'narrow'] as const) {
      const { context, page } = await signedIn(width, ADMIN);
      await openTab(page, 'category-floors');
      await page.getByRole('heading', { name: ADMIN_UI_TEXT.floors.createTitle }).waitFor();
      await checkScreen(page, `admin-category-floors-${width}`);
      await openTab(page, 'verify-pros');
      await page.getByRole('tab', { name: 'Verify Pros', selected: true }).waitFor();
      await loaded(page);
      await checkScreen(page, `admin-shell-${width}`);
      if (width === 'narrow') {
        await openTab(page, 'disputes');
        await loaded(page);
        await checkScreen(page, 'admin-disputes-narrow');
        await openTab(page, 'logs');
        await loaded(page);
        await checkScreen(page, 'admin-logs-narrow');
      }
      await visit(page, PATHS.adminDashboard);
      await page.getByRole('heading', { name: ADMIN_CONSOLE_TEXT.dashboardTitle }).waitFor();
      await page.getByText(ADMIN_UI_TEXT.overview.openDisputes).waitFor();
      await checkScreen(page, `admin-dashboard-${width}`);
      await context.close();
    }
  });

  it('a non-admin sees Access Denied on /admin/shop and Not authorized on /admin-dashboard', async () => {
    const { context, page } = await signedIn('desktop', BUYER);
    await visit(page, PATHS.adminShop);
    await page.getByRole('heading', { name: ADMIN_CONSOLE_TEXT.accessDeniedTitle }).waitFor();
    await page.getByText(ADMIN_CONSOLE_TEXT.accessDeniedBody).waitFor();
    await checkScreen(page, 'admin-access-denied-desktop');
    await visit(page, PATHS.adminDashboard);
    await page.getByRole('heading', { name: SHELL_TEXT.adminDenied }).waitFor();
    await context.close();
  });
});
