import { randomUUID } from 'node:crypto';
import {
  ADMIN_CONSOLE_API,
  ADMIN_UI_TEXT,
  type AdminDispute,
  type Checkout,
  DISPUTE_RESOLUTION_LABELS,
  EARNINGS_TEXT,
  ERRORS,
  formatMoney,
  MILESTONE_STATUS_META,
  ORDER_API,
  type OrderDetail,
  PATHS,
  RULING_TEXT,
  type ServiceDetail,
  SHOP_API,
  SHOP_TEXT,
  WORKROOM_SCREEN_TEXT,
  WORKROOM_TEXT,
} from '@ibh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiPerson, createPerson, logInBrowser, ApiPerson as Person } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

/** Issue 26, items 1, 4 and 5: the ruling both parties read, money asks first, no one judges their own case. */
const DEMO_PASSWORD = 'demo-pass-1234';
const PRO = 'priya@demo.test';
const ADMIN = 'admin@demo.test';

let browser: Browser;
let pro: ApiPerson;
let service: ServiceDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  pro = await new Person().logIn(PRO, DEMO_PASSWORD);
  const mine = await pro.call<{ items: ServiceDetail[] }>('GET', SHOP_API.myServices);
  const listed = mine.items.find((item) => item.listed && item.packages.length > 0);
  if (!listed) throw new Error('no listed demo service of the professional');
  service = listed;
});
afterAll(() => browser?.close());

async function signedIn(width: ContextWidth, email: string, password?: string) {
  const context = await newContext(browser, width);
  await logInBrowser(context, email, password);
  return { context, page: await context.newPage() };
}

const detail = (who: ApiPerson, orderId: string) => who.call<OrderDetail>('GET', ORDER_API.order(orderId));

/** Places an order through the API; the checkout page is paid in a browser. */
async function placeOrder(buyer: ApiPerson, brief: string): Promise<Checkout> {
  return buyer.call<Checkout>('POST', ORDER_API.orders, {
    packageId: service.packages[0]?.id,
    idempotencyKey: randomUUID(),
    brief,
  });
}

/** Pays on the sandbox page as the signed-in buyer of `page` and waits for the paid order. */
async function payInBrowser(page: Page, buyer: ApiPerson, checkout: Checkout) {
  await page.goto(new URL(checkout.checkoutUrl).pathname);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === `/order/${checkout.orderId}`);
  await expect
    .poll(async () => (await detail(buyer, checkout.orderId)).status, { timeout: 15_000 })
    .toBe('paid_escrow');
}

/** The admin console's Disputes tab, on the dispute of `orderId`. */
async function openDispute(page: Page, admin: ApiPerson, orderId: string): Promise<AdminDispute> {
  const list = await admin.call<{ items: AdminDispute[] }>('GET', ADMIN_CONSOLE_API.disputes);
  const dispute = list.items.find((item) => item.orderId === orderId);
  if (!dispute) throw new Error(`no open dispute on ${orderId}`);
  await visit(page, `${PATHS.adminShop}?tab=disputes`);
  const item = page.getByRole('listitem').filter({ hasText: dispute.reason });
  await item.getByRole('button', { name: `${ADMIN_UI_TEXT.disputes.view}: ${dispute.serviceTitle}` }).click();
  await page.getByText(ADMIN_UI_TEXT.disputes.resolveTitle, { exact: true }).waitFor();
  return dispute;
}

describe('money, rulings and own cases (issue 26)', () => {
  it('the sandbox Cancel URL fetched by a scanner cancels nothing and only the buyer pays; Approve asks first; the refund ruling is shown to both parties', async () => {
    const buyerApi = await createPerson('Rita Ruling', 'idea_owner', { country: 'Spain' });
    const admin = await new Person().logIn(ADMIN, DEMO_PASSWORD);
    const checkout = await placeOrder(buyerApi, 'A ruling, end to end.');
    const checkoutPath = new URL(checkout.checkoutUrl).pathname;

    // Item 5: someone without the buyer's session cannot pay from the sandbox page.
    const stranger = await newContext(browser, 'desktop');
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(checkoutPath);
    await strangerPage.getByRole('button', { name: /^Pay / }).click();
    await strangerPage.getByRole('heading', { name: 'Sign in as the buyer' }).waitFor();
    await stranger.close();
    expect((await detail(buyerApi, checkout.orderId)).status).toBe('pending');

    // Item 5: a GET of the Cancel URL (a link preview, a mail scanner) leads back to the checkout.
    const buyer = await signedIn('desktop', buyerApi.email);
    await buyer.page.goto(`${checkoutPath}/cancel`);
    await buyer.page.waitForURL((url) => url.pathname === checkoutPath);
    await buyer.page.getByRole('button', { name: /^Pay / }).waitFor();
    // Still payable: the buyer's own session pays.
    await payInBrowser(buyer.page, buyerApi, checkout);

    // The professional starts and submits milestone 1.
    const id = checkout.orderId;
    const [m1, m2] = (await detail(buyerApi, id)).milestones;
    if (!m1 || !m2) throw new Error('the order has no milestones');
    await pro.call('POST', ORDER_API.start(id));
    await pro.call('POST', ORDER_API.submit(id, m1.id), {});

    // Item 4: Approve asks first, naming the amount and who receives it; "Not yet" moves nothing.
    await visit(buyer.page, `/workroom/${id}`);
    const card = buyer.page.locator('li[data-milestone="1"]');
    await card.getByRole('button', { name: WORKROOM_TEXT.approve }).click();
    const dialog = buyer.page.getByRole('dialog');
    const proName = (await detail(buyerApi, id)).professional.fullName;
    await dialog
      .getByRole('heading', { name: `Release ${formatMoney(m1.amountCents)} to ${proName}?` })
      .waitFor();
    await checkScreen(buyer.page, 'approve-confirm-desktop');
    await dialog.getByRole('button', { name: WORKROOM_SCREEN_TEXT.keepReviewing }).click();
    await dialog.waitFor({ state: 'detached' });
    let order = await detail(buyerApi, id);
    expect(order.milestones[0]?.status).toBe('submitted');
    expect(order.escrow.releasedCents).toBe(0);
    await card.getByRole('button', { name: WORKROOM_TEXT.approve }).click();
    await dialog
      .getByRole('button', { name: WORKROOM_SCREEN_TEXT.approveConfirm(formatMoney(m1.amountCents)) })
      .click();
    await card.getByText(MILESTONE_STATUS_META.approved.label).waitFor();

    // Milestone 2 submitted, then the buyer disputes.
    await pro.call('POST', ORDER_API.submit(id, m2.id), {});
    await buyerApi.call('POST', ORDER_API.dispute(id), { reason: `Ruling e2e ${id.slice(0, 8)}: stalled` });
    await visit(buyer.page, `/workroom/${id}`);
    await buyer.page.getByText(WORKROOM_SCREEN_TEXT.disputeBody).waitFor();

    // Item 4: the admin's Refund asks first, naming the amount and the buyer.
    const adminSide = await signedIn('desktop', ADMIN, DEMO_PASSWORD);
    const dispute = await openDispute(adminSide.page, admin, id);
    await adminSide.page.getByLabel(DISPUTE_RESOLUTION_LABELS.refund).check();
    await adminSide.page.getByLabel(ADMIN_UI_TEXT.disputes.note).fill('The second milestone never arrived.');
    await adminSide.page.getByRole('button', { name: ADMIN_UI_TEXT.disputes.resolve, exact: true }).click();
    const confirm = adminSide.page.getByRole('dialog');
    await confirm
      .getByText(ADMIN_UI_TEXT.disputes.confirmRefund(formatMoney(dispute.stillHeldCents), dispute.buyerName))
      .waitFor();
    await checkScreen(adminSide.page, 'resolve-confirm-desktop');
    await confirm.getByRole('button', { name: `Refund ${formatMoney(dispute.stillHeldCents)}` }).click();
    await adminSide.page.getByText(ADMIN_UI_TEXT.disputes.resolved).first().waitFor();
    await adminSide.context.close();

    // Item 1: the order page shows the ruling, the ledger's amounts, the note and the date.
    order = await detail(buyerApi, id);
    expect(order.dispute?.ruling).toMatchObject({
      resolution: 'refunded',
      refundedCents: dispute.stillHeldCents,
    });
    await visit(buyer.page, `/order/${id}`);
    const ruling = buyer.page.locator('section[data-ruling="refunded"]');
    await ruling.getByRole('heading', { name: RULING_TEXT.title.refunded }).waitFor();
    await ruling.getByText(RULING_TEXT.refundedTo(order.buyer.fullName)).waitFor();
    await ruling.getByText(formatMoney(dispute.stillHeldCents), { exact: true }).waitFor();
    await ruling.getByText('The second milestone never arrived.').waitFor();
    await ruling.getByText(/^Decided by IBH on /).waitFor();
    // Milestone badges follow the ruling: 1 approved, 2 and 3 refunded.
    const rows = buyer.page.locator('[data-milestone]');
    await rows.nth(1).getByText(MILESTONE_STATUS_META.refunded.label).waitFor();
    expect(await rows.nth(0).getByText(MILESTONE_STATUS_META.approved.label).count()).toBe(1);
    expect(await buyer.page.getByText(MILESTONE_STATUS_META.submitted.label, { exact: true }).count()).toBe(
      0,
    );
    await checkScreen(buyer.page, 'order-ruling-desktop');
    // The workroom: the ruling in place of the red "frozen, we review within 24 hours" panel.
    await visit(buyer.page, `/workroom/${id}`);
    await buyer.page.getByRole('heading', { name: RULING_TEXT.title.refunded }).waitFor();
    expect(await buyer.page.getByText(WORKROOM_SCREEN_TEXT.disputeBody).count()).toBe(0);
    await buyer.context.close();

    // The professional reads the same ruling, at phone width.
    const proPhone = await signedIn('phone', PRO, DEMO_PASSWORD);
    await visit(proPhone.page, `/workroom/${id}`);
    await proPhone.page.getByRole('heading', { name: RULING_TEXT.title.refunded }).waitFor();
    await proPhone.page.getByText(formatMoney(dispute.stillHeldCents), { exact: true }).waitFor();
    await checkScreen(proPhone.page, 'workroom-ruling-phone');
    await visit(proPhone.page, `/order/${id}`);
    await proPhone.page.getByRole('heading', { name: RULING_TEXT.title.refunded }).waitFor();
    await checkScreen(proPhone.page, 'order-ruling-phone');
    await proPhone.context.close();
  }, 240_000);

  it('an admin cannot resolve a dispute on their own order nor verify themselves; a payout asks first', async () => {
    const admin = await new Person().logIn(ADMIN, DEMO_PASSWORD);
    const adminSide = await signedIn('desktop', ADMIN, DEMO_PASSWORD);
    // The admin buys and pays (their own session), the professional disputes.
    const checkout = await placeOrder(admin, 'The admin as a buyer.');
    await payInBrowser(adminSide.page, admin, checkout);
    await pro.call('POST', ORDER_API.start(checkout.orderId));
    await pro.call('POST', ORDER_API.dispute(checkout.orderId), {
      reason: `Own case ${checkout.orderId.slice(0, 8)}: no answers`,
    });

    await openDispute(adminSide.page, admin, checkout.orderId);
    await adminSide.page.getByLabel(DISPUTE_RESOLUTION_LABELS.complete).check();
    await adminSide.page.getByRole('button', { name: ADMIN_UI_TEXT.disputes.resolve, exact: true }).click();
    await adminSide.page
      .getByRole('dialog')
      .getByRole('button', { name: /^Release \$/ })
      .click();
    await adminSide.page.getByText(ERRORS.E_OWN_DISPUTE.message, { exact: false }).first().waitFor();
    await checkScreen(adminSide.page, 'resolve-own-case-desktop');
    expect((await detail(admin, checkout.orderId)).status).toBe('disputed');
    await adminSide.context.close();

    // Nor verify themselves (coded refusal).
    await expect(
      admin.call('POST', ADMIN_CONSOLE_API.setVerification(admin.userId), { verified: true }),
    ).rejects.toThrow(/answered 403: .*E_SELF_VERIFY/);

    // A payout asks first, naming the amount; "Not now" pays nothing.
    const earnings = await pro.call<{ availableCents: number; paidOutCents: number }>('GET', '/api/earnings');
    expect(earnings.availableCents).toBeGreaterThan(0);
    const proSide = await signedIn('narrow', PRO, DEMO_PASSWORD);
    await visit(proSide.page, `${PATHS.shop}?tab=earnings`);
    await proSide.page.getByRole('tab', { name: SHOP_TEXT.tabs.earnings, selected: true }).waitFor();
    await proSide.page.getByRole('button', { name: EARNINGS_TEXT.payout }).click();
    const dialog = proSide.page.getByRole('dialog');
    await dialog
      .getByRole('heading', { name: EARNINGS_TEXT.payoutTitle(formatMoney(earnings.availableCents)) })
      .waitFor();
    await checkScreen(proSide.page, 'payout-confirm-narrow');
    await dialog.getByRole('button', { name: EARNINGS_TEXT.payoutKeep }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await pro.call<{ availableCents: number; paidOutCents: number }>('GET', '/api/earnings');
    expect(after.paidOutCents).toBe(earnings.paidOutCents);
    await proSide.context.close();
  }, 180_000);
});
