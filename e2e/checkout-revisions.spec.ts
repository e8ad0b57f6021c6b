import { randomUUID } from 'node:crypto';
import {
  ADMIN_COUPON_ENDPOINTS,
  type AdminCoupon,
  type Checkout,
  deliveryNoteLogText,
  MILESTONE_STATUS_META,
  ORDER_API,
  ORDER_SCREEN_TEXT,
  ORDER_STATUS_META,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  PATHS,
  type ServiceDetail,
  SHOP_API,
  WORKROOM_SCREEN_TEXT,
  WORKROOM_TEXT,
} from '@ibh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPerson, createPerson, logInBrowser } from './support/api.ts';
import { type ContextWidth, checkScreen, launchBrowser, newContext, visit } from './support/browser.ts';

/** Issue 26: an abandoned checkout (item 2), the package's revisions (item 3), delivery notes and overdue milestones (item 17). */
const DEMO_PASSWORD = 'demo-pass-1234';

let browser: Browser;
let pro: ApiPerson;
let admin: ApiPerson;
let service: ServiceDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  pro = await new ApiPerson().logIn('priya@demo.test', DEMO_PASSWORD);
  admin = await new ApiPerson().logIn('admin@demo.test', DEMO_PASSWORD);
  const mine = await pro.call<{ items: ServiceDetail[] }>('GET', SHOP_API.myServices);
  const listed = mine.items.find((item) => item.listed && item.packages.some((p) => p.revisions === 2));
  if (!listed) throw new Error('no listed demo service with a 2-revision package');
  service = listed;
});
afterAll(() => browser?.close());

const button = (scope: Page | ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('button', { name, exact: true });
const badge = (page: Page, status: OrderStatus) =>
  page.getByText(ORDER_STATUS_META[status].label, { exact: true }).first();
const milestone = (page: Page, position: number) => page.locator(`li[data-milestone="${position}"]`);
const packageWith = (revisions: number) => {
  const pkg = service.packages.find((p) => p.revisions === revisions);
  if (!pkg) throw new Error(`no package with ${revisions} revisions`);
  return pkg;
};

async function signedIn(width: ContextWidth, email: string, password?: string) {
  const context: BrowserContext = await newContext(browser, width);
  await logInBrowser(context, email, password);
  return { context, page: await context.newPage() };
}

const placeOrder = (buyer: ApiPerson, packageId: string, couponCode?: string) =>
  buyer.call<Checkout>('POST', ORDER_API.orders, { packageId, couponCode, idempotencyKey: randomUUID() });

async function couponUses(code: string): Promise<number> {
  const { coupons } = await admin.call<{ coupons: AdminCoupon[] }>('GET', ADMIN_COUPON_ENDPOINTS.list.path);
  return coupons.find((c) => c.code === code)?.usedCount ?? -1;
}

describe('an abandoned checkout is resumable (item 2)', () => {
  it('offers Continue to payment and Cancel order in the orders list and on the order; cancelling gives the coupon back', async () => {
    const code = `BACK${randomUUID().slice(0, 6).toUpperCase()}`;
    await admin.call('POST', ADMIN_COUPON_ENDPOINTS.create.path, { code, discountValue: 10, maxUses: 5 });
    const buyer = await createPerson('Abandoning Abe', 'idea_owner', { country: 'India' });
    const { orderId } = await placeOrder(buyer, packageWith(1).id, code);
    expect(await couponUses(code)).toBe(1);

    // The orders list: the unpaid order offers both ways on.
    const { context, page } = await signedIn('desktop', buyer.email);
    await visit(page, `${PATHS.shop}?tab=orders`);
    const row = page.locator(`li:has(> a[data-order-id="${orderId}"])`);
    await button(row, ORDER_SCREEN_TEXT.continueToPaymentFor(service.title)).waitFor();
    await button(row, ORDER_SCREEN_TEXT.cancelOrderFor(service.title)).waitFor();
    await checkScreen(page, 'orders-list-pending-desktop');
    // Continue to payment opens a new checkout for the same order.
    await button(row, ORDER_SCREEN_TEXT.continueToPaymentFor(service.title)).click();
    await page.waitForURL((url) => url.pathname.startsWith('/pay/sandbox/'));

    // The pending order page (it had only 'Back to Dashboard').
    await visit(page, `/order/${orderId}`);
    await page.getByRole('heading', { name: ORDER_SCREEN_TEXT.pendingTitle }).waitFor();
    await button(page, ORDER_SCREEN_TEXT.continueToPayment).waitFor();
    await checkScreen(page, 'order-pending-desktop');
    await button(page, ORDER_SCREEN_TEXT.cancelOrder).click();
    const dialog = page.getByRole('dialog', { name: ORDER_SCREEN_TEXT.cancelUnpaidTitle });
    await dialog.getByText(ORDER_SCREEN_TEXT.cancelUnpaidBody).waitFor();
    await checkScreen(page, 'order-cancel-dialog-desktop');
    await button(dialog, ORDER_SCREEN_TEXT.cancelOrder).click();
    await badge(page, 'cancelled').waitFor();
    await page.getByText(ORDER_SCREEN_TEXT.couponReturned(code)).first().waitFor();
    expect(await page.getByText(ORDER_SCREEN_TEXT.cancelledUnpaid).first().isVisible()).toBe(true);
    expect(await button(page, ORDER_SCREEN_TEXT.continueToPayment).count()).toBe(0);
    await checkScreen(page, 'order-cancelled-unpaid-desktop');
    expect(await couponUses(code)).toBe(0);
    // Resuming the cancelled checkout is refused with its code.
    await expect(buyer.call('POST', ORDER_API.checkout(orderId))).rejects.toThrow(/E_ORDER_CANCELLED/);
    await context.close();
  });

  it('fits a phone: the list row and the pending order with their two actions', async () => {
    const buyer = await createPerson('Phone Pia', 'idea_owner', { country: 'India' });
    const { orderId } = await placeOrder(buyer, packageWith(2).id);
    for (const width of ['phone', 'narrow'] as const) {
      const { context, page } = await signedIn(width, buyer.email);
      await visit(page, `${PATHS.shop}?tab=orders`);
      const row = page.locator(`li:has(> a[data-order-id="${orderId}"])`);
      await button(row, ORDER_SCREEN_TEXT.cancelOrderFor(service.title)).waitFor();
      await checkScreen(page, `orders-list-pending-${width}`);
      await visit(page, `/order/${orderId}`);
      await button(page, ORDER_SCREEN_TEXT.continueToPayment).waitFor();
      await checkScreen(page, `order-pending-${width}`);
      await context.close();
    }
  });
});

describe("revisions are the package's, a delivery note goes with a submission (items 3 and 17)", () => {
  it('shows 0 of 2, then 1 of 2 revisions used on the workroom and the order; the used-up allowance is refused', async () => {
    const buyer = await createPerson('Revising Rita', 'idea_owner', { country: 'India' });
    const { orderId, checkoutUrl } = await placeOrder(buyer, packageWith(2).id);
    const buyerSide = await signedIn('desktop', buyer.email);
    const b = buyerSide.page;
    // The sandbox checkout page is the provider's, not the app's: plain navigation.
    await b.goto(checkoutUrl, { waitUntil: 'domcontentloaded' });
    await b.getByRole('button', { name: /^Pay / }).click();
    await b.waitForURL((url) => url.pathname === `/order/${orderId}`);
    await badge(b, 'paid_escrow').waitFor({ timeout: 15_000 });
    await pro.call('POST', ORDER_API.start(orderId));

    // The professional submits Milestone 1 with a delivery note.
    const proSide = await signedIn('desktop', 'priya@demo.test', DEMO_PASSWORD);
    const p = proSide.page;
    await visit(p, `/workroom/${orderId}`);
    await button(milestone(p, 1), WORKROOM_SCREEN_TEXT.addDeliveryNote).click();
    const note = 'The interview guide is in the Files tab.';
    await milestone(p, 1).getByLabel(WORKROOM_SCREEN_TEXT.deliveryNoteLabel).fill(note);
    await checkScreen(p, 'workroom-delivery-note-desktop');
    await button(milestone(p, 1), WORKROOM_TEXT.submit).click();
    await milestone(p, 1).getByText(MILESTONE_STATUS_META.submitted.label).waitFor();

    // The buyer sees the note, the allowance, and uses one revision.
    await visit(b, `/workroom/${orderId}`);
    await milestone(b, 1).getByText(note).waitFor();
    await b.getByText(WORKROOM_TEXT.revisionsUsed(0, 2)).waitFor();
    await button(milestone(b, 1), WORKROOM_TEXT.requestRevision).click();
    await milestone(b, 1).getByLabel(WORKROOM_SCREEN_TEXT.revisionNotesLabel).fill('Add pricing questions.');
    await button(milestone(b, 1), WORKROOM_SCREEN_TEXT.sendRevision).click();
    await milestone(b, 1).getByText(MILESTONE_STATUS_META.revisions.label).waitFor();
    await b.getByText(WORKROOM_TEXT.revisionsUsed(1, 2)).waitFor();
    await checkScreen(b, 'workroom-revisions-used-desktop');
    await b.getByRole('tab', { name: WORKROOM_TEXT.tabs.activity }).click();
    await b.getByText(deliveryNoteLogText('Milestone 1', note)).waitFor();
    await visit(b, `/order/${orderId}`);
    await b.getByText(WORKROOM_TEXT.revisionsUsed(1, 2)).waitFor();

    // The second (last) revision on another milestone; then the workroom offers none and the API refuses.
    const order = await buyer.call<OrderDetail>('GET', ORDER_API.order(orderId));
    const [m1, m2] = order.milestones.map((m) => m.id) as [string, string];
    await pro.call('POST', ORDER_API.resubmit(orderId, m1), {});
    await pro.call('POST', ORDER_API.submit(orderId, m2), {});
    await buyer.call('POST', ORDER_API.revision(orderId, m2), { notes: 'One more chart.' });
    await pro.call('POST', ORDER_API.resubmit(orderId, m2), {});
    await visit(b, `/workroom/${orderId}`);
    await b.getByText(WORKROOM_TEXT.revisionsUsed(2, 2)).waitFor();
    await milestone(b, 1).getByText(WORKROOM_SCREEN_TEXT.noRevisionsLeft).waitFor();
    expect(await button(milestone(b, 1), WORKROOM_TEXT.requestRevision).count()).toBe(0);
    await expect(
      buyer.call('POST', ORDER_API.revision(orderId, m1), { notes: 'A third round' }),
    ).rejects.toThrow(/422.*E_REVISIONS_USED_UP/);
    await buyerSide.context.close();
    await proSide.context.close();
  });
});

describe('overdue milestones (item 17)', () => {
  it('marks a milestone past its due date and not yet approved as Overdue on the order and in the workroom', async () => {
    const ava = await new ApiPerson().logIn('ava@demo.test', DEMO_PASSWORD);
    const list = await ava.call<{ items: OrderSummary[] }>('GET', `${ORDER_API.orders}?role=buyer`);
    // The seeded one (placed 6 days ago, the oldest): other specs may add newer ones.
    const working = list.items.filter((o) => o.status === 'in_progress').at(-1);
    if (!working) throw new Error('no demo order in progress');
    const order = await ava.call<OrderDetail>('GET', ORDER_API.order(working.id));
    const overdue = order.milestones.filter((m) => m.overdue).map((m) => m.position);
    expect(overdue.length).toBeGreaterThan(0);
    for (const width of ['desktop', 'phone'] as const) {
      const { context, page } = await signedIn(width, 'ava@demo.test', DEMO_PASSWORD);
      await visit(page, `/order/${working.id}`);
      for (const position of overdue) {
        await milestone(page, position).getByText(WORKROOM_TEXT.overdue, { exact: true }).waitFor();
      }
      await checkScreen(page, `order-overdue-${width}`);
      await visit(page, `/workroom/${working.id}`);
      for (const position of overdue) {
        await milestone(page, position).getByText(WORKROOM_TEXT.overdue, { exact: true }).waitFor();
      }
      const approved = order.milestones.find((m) => m.status === 'approved');
      if (approved) {
        expect(
          await milestone(page, approved.position).getByText(WORKROOM_TEXT.overdue, { exact: true }).count(),
        ).toBe(0);
      }
      await checkScreen(page, `workroom-overdue-${width}`);
      await context.close();
    }
  });
});
