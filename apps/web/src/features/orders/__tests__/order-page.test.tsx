import { ADMIN_CONSOLE_TEXT, ORDER_API, ORDER_PAGE_TEXT, ORDER_SCREEN_TEXT } from '@ibh/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { milestone, ORDER_ID, order } from './fixtures';

pageTestLifecycle();

const DETAIL = `GET ${ORDER_API.order(ORDER_ID)}`;

describe('/order/:orderId (001 section 2.3)', () => {
  it('shows the success banner, the status badge, service details, milestones and Open Workroom when paid', async () => {
    renderApp(`/order/${ORDER_ID}?success=1`, {
      user: testUser,
      handlers: {
        [DETAIL]: () =>
          json(order({ milestones: [milestone(1, { status: 'approved' }), milestone(2), milestone(3)] })),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer discovery sprint' })).toBeVisible();
    expect(screen.getByText(ORDER_PAGE_TEXT.successTitle)).toBeVisible();
    expect(screen.getByText(ORDER_PAGE_TEXT.successTitle).parentElement).toHaveTextContent(
      ORDER_PAGE_TEXT.success,
    );
    expect(screen.getByText('Payment Received')).toBeVisible();
    expect(screen.getByRole('heading', { name: ORDER_PAGE_TEXT.serviceDetails })).toBeVisible();
    expect(screen.getByText('Standard')).toBeVisible();
    expect(screen.getByText('Growth researcher')).toBeVisible();
    expect(screen.getByText('$300')).toBeVisible();
    const list = screen.getByRole('heading', { name: ORDER_PAGE_TEXT.milestones })
      .parentElement as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Milestone 1');
    expect(rows[0]).toHaveTextContent('$99.99');
    expect(rows[0]).toHaveTextContent('Approved');
    expect(rows[2]).toHaveTextContent('Open');
    expect(screen.getByRole('link', { name: ORDER_PAGE_TEXT.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toHaveAttribute(
      'href',
      `/workroom/${ORDER_ID}`,
    );
  });

  it('while the webhook has not landed after ?success=1, says the payment is being confirmed and refetches until paid', async () => {
    let calls = 0;
    renderApp(`/order/${ORDER_ID}?success=1`, {
      user: testUser,
      handlers: {
        [DETAIL]: () => {
          calls += 1;
          return json(order({ status: calls < 2 ? 'pending' : 'paid_escrow', allowedActions: [] }));
        },
      },
    });
    expect(await screen.findByText(ORDER_SCREEN_TEXT.confirming)).toBeVisible();
    expect(screen.getByText('Payment Pending')).toBeVisible();
    expect(screen.queryByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toBeNull();
    expect(await screen.findByText('Payment Received', undefined, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByText(ORDER_SCREEN_TEXT.confirming)).toBeNull();
    expect(screen.getByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toBeVisible();
  });

  it('shows the cancelled warning with Continue to payment, and no workroom for an unpaid order', async () => {
    const retry = vi.fn(() =>
      json({ orderId: ORDER_ID, checkoutUrl: '/pay/sandbox/cs_2', expiresAt: '2026-11-21T10:00:00.000Z' }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp(`/order/${ORDER_ID}?canceled=1`, {
      user: testUser,
      handlers: {
        [DETAIL]: () =>
          json(order({ status: 'pending', paidAt: null, allowedActions: ['checkout', 'cancel'] })),
        [`POST ${ORDER_API.checkout(ORDER_ID)}`]: retry,
      },
    });
    expect(await screen.findByText(ORDER_PAGE_TEXT.cancelledTitle)).toBeVisible();
    expect(screen.getByText(ORDER_PAGE_TEXT.cancelledTitle).parentElement).toHaveTextContent(
      ORDER_PAGE_TEXT.cancelled,
    );
    expect(screen.queryByText(ORDER_PAGE_TEXT.successTitle)).toBeNull();
    expect(screen.queryByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toBeNull();
    expect(screen.getByRole('button', { name: ORDER_SCREEN_TEXT.cancelOrder })).toBeVisible();
    screen.getByRole('button', { name: ORDER_SCREEN_TEXT.continueToPayment }).click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/cs_2'));
  });

  it.each([
    ['missing', 404, 'E_NOT_FOUND', 'Order not found'],
    ['someone else’s', 403, 'E_NOT_VISIBLE', 'You do not have access to this workroom'],
  ])('says Order Not Found with Go to Dashboard for a %s order', async (_what, status, code, message) => {
    renderApp(`/order/${ORDER_ID}`, {
      user: testUser,
      handlers: { [DETAIL]: () => apiError(code, message, status) },
    });
    expect(await screen.findByRole('heading', { name: ORDER_PAGE_TEXT.notFound })).toBeVisible();
    expect(screen.getByRole('link', { name: ORDER_PAGE_TEXT.goToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('hides Open Workroom for a cancelled order (decision 61)', async () => {
    renderApp(`/order/${ORDER_ID}`, {
      user: testUser,
      handlers: { [DETAIL]: () => json(order({ status: 'cancelled' })) },
    });
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toBeNull();
  });

  it('shows an admin the order read-only: a notice, the buyer, and no workroom or payment actions', async () => {
    renderApp(`/order/${ORDER_ID}`, {
      user: { ...testUser, isAdmin: true },
      handlers: {
        [DETAIL]: () => json(order({ status: 'disputed', viewerRole: 'admin', allowedActions: [] })),
      },
    });
    expect(await screen.findByText(ADMIN_CONSOLE_TEXT.adminReadOnly)).toBeVisible();
    expect(screen.getByText(ORDER_SCREEN_TEXT.buyer)).toBeVisible();
    expect(screen.queryByRole('link', { name: ORDER_PAGE_TEXT.openWorkroom })).toBeNull();
  });
});
