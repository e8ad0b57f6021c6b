import {
  CHECKOUT_TEXT,
  DASHBOARD_API,
  EARNINGS_TEXT,
  formatMoney,
  ORDER_API,
  ORDER_ERROR_TEXT,
  ORDERS_TAB_TEXT,
  SHOP_API,
} from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { proUser, summary } from '@/features/orders/__tests__/fixtures';
import { detail, SERVICE_ID } from '@/features/shop/__tests__/fixtures';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const EMPTY = { items: [], nextCursor: null };
const quote = (subtotal: number, discount = 0, coupon: string | null = null) =>
  json({
    subtotalCents: subtotal,
    discountCents: discount,
    totalCents: subtotal - discount,
    currency: 'USD',
    coupon: coupon ? { code: coupon, description: null } : null,
  });
const CHECKOUT_URL = `/shop?tab=orders&service=${SERVICE_ID}&package=pkg-standard`;
const base = {
  [`GET ${SHOP_API.service(SERVICE_ID)}`]: () => json(detail()),
  [`GET ${ORDER_API.orders}`]: () => json(EMPTY),
  [`GET ${DASHBOARD_API.ideas('myIdeas')}`]: () => json(EMPTY),
};

describe('checkout start on /shop (Hire a Pro)', () => {
  it('places one order for a double click with a single idempotency key, then opens the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // The answer waits until both clicks are in, so the second lands while the first is in flight.
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const place = vi.fn(async () => {
      await answered;
      return json(
        { orderId: 'o1', checkoutUrl: '/pay/sandbox/cs_1', expiresAt: '2026-11-26T10:00:00.000Z' },
        201,
      );
    });
    renderApp(CHECKOUT_URL, {
      user: testUser,
      handlers: {
        ...base,
        [`POST ${ORDER_API.quote}`]: () => quote(25_000),
        [`POST ${ORDER_API.orders}`]: place,
      },
    });
    const form = await screen.findByRole('form', { name: CHECKOUT_TEXT.title });
    expect(within(form).getByText('Standard · Validate your idea in five days')).toBeVisible();
    fireEvent.change(within(form).getByLabelText(CHECKOUT_TEXT.briefLabel), {
      target: { value: '  Fintech founders  ' },
    });
    const submit = within(form).getByRole('button', { name: CHECKOUT_TEXT.continue });
    fireEvent.click(submit);
    fireEvent.click(submit);
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/cs_1'));
    expect(place).toHaveBeenCalledTimes(1);
    const body = place.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(body[0]).toMatchObject({
      packageId: 'pkg-standard',
      brief: 'Fintech founders',
      couponCode: null,
      ideaId: null,
    });
    expect(body[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's messages: a refused coupon under its field, 'Package not found' on placing", async () => {
    renderApp(CHECKOUT_URL, {
      user: testUser,
      handlers: {
        ...base,
        [`POST ${ORDER_API.quote}`]: (body) =>
          (body as { couponCode: string | null }).couponCode
            ? apiError('E_INVALID_INPUT', ORDER_ERROR_TEXT.couponExpired, 400)
            : quote(25_000),
        [`POST ${ORDER_API.orders}`]: () => apiError('E_NOT_FOUND', ORDER_ERROR_TEXT.packageNotFound, 404),
      },
    });
    const form = await screen.findByRole('form', { name: CHECKOUT_TEXT.title });
    fireEvent.change(within(form).getByLabelText(CHECKOUT_TEXT.couponLabel), { target: { value: 'old10' } });
    fireEvent.click(within(form).getByRole('button', { name: CHECKOUT_TEXT.applyCoupon }));
    expect(await within(form).findByText(ORDER_ERROR_TEXT.couponExpired)).toBeVisible();
    fireEvent.click(within(form).getByRole('button', { name: CHECKOUT_TEXT.continue }));
    expect(await within(form).findByText(ORDER_ERROR_TEXT.packageNotFound)).toBeVisible();
  });

  it('applies a valid coupon to the total', async () => {
    renderApp(CHECKOUT_URL, {
      user: testUser,
      handlers: {
        ...base,
        [`POST ${ORDER_API.quote}`]: (body) =>
          (body as { couponCode: string | null }).couponCode === 'SAVE10'
            ? quote(25_000, 2_500, 'SAVE10')
            : quote(25_000),
      },
    });
    const form = await screen.findByRole('form', { name: CHECKOUT_TEXT.title });
    fireEvent.change(within(form).getByLabelText(CHECKOUT_TEXT.couponLabel), {
      target: { value: ' save10 ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: CHECKOUT_TEXT.applyCoupon }));
    expect(await within(form).findByText(CHECKOUT_TEXT.couponApplied('SAVE10'))).toBeVisible();
    expect(await within(form).findByText('−$25')).toBeVisible();
    expect(form.querySelector('[data-total]')?.textContent).toBe('$225');
  });

  it('tells a professional they cannot hire themselves (mirroring the server)', async () => {
    renderApp(CHECKOUT_URL, {
      user: proUser,
      handlers: { ...base, [`GET ${SHOP_API.service(SERVICE_ID)}`]: () => json(detail({ isOwner: true })) },
    });
    expect(await screen.findByText(CHECKOUT_TEXT.ownService)).toBeVisible();
    expect(screen.queryByRole('button', { name: CHECKOUT_TEXT.continue })).toBeNull();
  });
});

describe('/shop Orders and Earnings', () => {
  it('lists my orders with a status filter and keyset Load more', async () => {
    const list = vi.fn((_body: unknown) => json(EMPTY));
    const fetchMock = renderApp('/shop?tab=orders', {
      user: testUser,
      handlers: { [`GET ${ORDER_API.orders}`]: list },
    }).fetchMock;
    list.mockImplementation(() => {
      const url = String(fetchMock.mock.calls.at(-1)?.[0] ?? '');
      if (url.includes('cursor=c2')) return json({ items: [summary(2)], nextCursor: null });
      if (url.includes('status=completed')) return json(EMPTY);
      return json({ items: [summary(1)], nextCursor: 'c2' });
    });
    expect(await screen.findByText('Service 1')).toBeVisible();
    expect(screen.getByText(ORDERS_TAB_TEXT.professional('Priya Pro'), { exact: false })).toBeVisible();
    expect(screen.getByText(ORDERS_TAB_TEXT.milestones(1, 3))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: ORDERS_TAB_TEXT.loadMore }));
    expect(await screen.findByText('Service 2')).toBeVisible();
    expect(screen.queryByRole('button', { name: ORDERS_TAB_TEXT.loadMore })).toBeNull();
    fireEvent.change(screen.getByLabelText(ORDERS_TAB_TEXT.statusLabel), { target: { value: 'completed' } });
    expect(await screen.findByText(ORDERS_TAB_TEXT.emptyFiltered)).toBeVisible();
  });

  it('shows a professional the balances and pays out the available money once', async () => {
    const earnings = {
      currency: 'USD',
      inClearanceCents: 10_000,
      availableCents: 20_000,
      paidOutCents: 5_000,
      inEscrowCents: 30_000,
      monthToDateCents: 30_000,
      clearing: [{ amountCents: 10_000, availableAt: '2026-11-27T10:00:00.000Z' }],
      openOrders: 2,
      payouts: [],
    };
    const payout = vi.fn(() =>
      json(
        {
          payout: {
            id: 'p1',
            amountCents: 20_000,
            currency: 'USD',
            status: 'paid',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
          earnings: {
            ...earnings,
            availableCents: 0,
            paidOutCents: 25_000,
            payouts: [
              {
                id: 'p1',
                amountCents: 20_000,
                currency: 'USD',
                status: 'paid',
                createdAt: '2026-11-25T10:00:00.000Z',
              },
            ],
          },
        },
        201,
      ),
    );
    renderApp('/shop?tab=earnings', {
      user: proUser,
      handlers: {
        [`GET ${ORDER_API.earnings}`]: () => json(earnings),
        [`POST ${ORDER_API.payouts}`]: payout,
        [`GET ${SHOP_API.myServices}`]: () => json({ items: [] }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Earnings', selected: true })).toBeVisible();
    expect(await screen.findByText(EARNINGS_TEXT.inClearance)).toBeVisible();
    expect(screen.getByText(EARNINGS_TEXT.inClearance).nextElementSibling?.textContent).toBe('$100');
    expect(screen.getByText(EARNINGS_TEXT.available).nextElementSibling?.textContent).toBe('$200');
    expect(screen.getByText(EARNINGS_TEXT.paidOut).nextElementSibling?.textContent).toBe('$50');
    fireEvent.click(screen.getByRole('button', { name: EARNINGS_TEXT.payout }));
    // Money never moves on one click (issue 26): the dialog names the amount first.
    const dialog = await screen.findByRole('dialog', {
      name: EARNINGS_TEXT.payoutTitle(formatMoney(20_000)),
    });
    expect(payout).not.toHaveBeenCalled();
    fireEvent.click(
      within(dialog).getByRole('button', { name: EARNINGS_TEXT.payoutConfirm(formatMoney(20_000)) }),
    );
    expect(await screen.findByText(EARNINGS_TEXT.payoutDone)).toBeVisible();
    expect(screen.getByText(EARNINGS_TEXT.paidOut).nextElementSibling?.textContent).toBe('$250');
    expect(screen.getByRole('button', { name: EARNINGS_TEXT.payout })).toHaveProperty('disabled', true);
    expect(screen.getByText(EARNINGS_TEXT.nothingToPay)).toBeVisible();
    expect(payout).toHaveBeenCalledTimes(1);
  });
});
