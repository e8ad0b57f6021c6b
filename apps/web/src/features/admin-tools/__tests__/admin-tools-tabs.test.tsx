import { ADMIN_COUPON_TEXT, ADMIN_EMAIL_TEXT, type AdminCoupon } from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { resetAfterEach } from '@/test/lifecycle';
import { createTestQueryClient } from '@/test/query-client';
import { apiError, json, mockSession } from '@/test/render-app';
import CouponsTab from '../tabs/coupons-tab';
import EmailTestTab from '../tabs/email-test-tab';

resetAfterEach();

const show = (ui: ReactElement) =>
  render(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);

/** What the form sends besides the code when nothing else is filled in (percentage 10, minimum 0, unlimited). */
const FORM_DEFAULTS = {
  description: null,
  discountType: 'percentage',
  discountValue: 10,
  maxDiscountCents: null,
  minOrderCents: 0,
  maxUses: null,
  validUntil: null,
} as const;

/** As the server sends it: the switch's button follows `active` (the coupon table). */
const coupon = (overrides: Partial<AdminCoupon>): AdminCoupon => ({
  allowedActions: overrides.active === false ? ['activate'] : ['deactivate'],
  id: '70000000-0000-4000-8000-000000000001',
  code: 'WELCOME10',
  ...FORM_DEFAULTS,
  usedCount: 0,
  discountGivenCents: 0,
  active: true,
  status: 'Active',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const LIST = 'GET /api/admin/coupons';
const CREATE = 'POST /api/admin/coupons';

/** Shows the Coupons tab with no coupons yet; returns the create requests as `answer` gets them. */
async function showEmptyCouponsTab(answer: () => Response) {
  const sent: unknown[] = [];
  mockSession(null, {
    [LIST]: () => json({ coupons: [] }),
    [CREATE]: (body) => {
      sent.push(body);
      return answer();
    },
  });
  show(<CouponsTab />);
  await screen.findByText(ADMIN_COUPON_TEXT.empty);
  return sent;
}

describe('Coupons tab', () => {
  it('lists coupons with their status and usage, and refuses an empty code before sending', async () => {
    const fetchMock = mockSession(null, {
      [LIST]: () =>
        json({
          coupons: [
            coupon({}),
            coupon({
              id: '70000000-0000-4000-8000-000000000002',
              code: 'BETA50',
              maxUses: 3,
              usedCount: 3,
              status: 'Maxed Out',
            }),
          ],
        }),
    });
    show(<CouponsTab />);
    const beta = (await screen.findByText('BETA50')).closest('li') as HTMLElement;
    expect(within(beta).getByText('Maxed Out')).toBeVisible();
    expect(within(beta).getByText('3 / 3')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COUPON_TEXT.create }));
    expect(await screen.findByText(ADMIN_COUPON_TEXT.requiredFields)).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the defaults (percentage 10, minimum 0, unlimited) with the code upper-cased, and shows a refusal', async () => {
    const sent = await showEmptyCouponsTab(() =>
      apiError('E_CONFLICT', ADMIN_COUPON_TEXT.duplicateCode, 409),
    );
    fireEvent.change(screen.getByLabelText(ADMIN_COUPON_TEXT.labels.code), { target: { value: 'spring' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COUPON_TEXT.create }));
    expect(
      await screen.findByText(`${ADMIN_COUPON_TEXT.createFailed} – ${ADMIN_COUPON_TEXT.duplicateCode}`),
    ).toBeVisible();
    expect(sent[0]).toEqual({ code: 'SPRING', ...FORM_DEFAULTS });
  });

  it('sends a fixed discount in cents and refuses more than two decimals', async () => {
    const sent = await showEmptyCouponsTab(() => json(coupon({ code: 'FIVE' }), 201));
    fireEvent.change(screen.getByLabelText(ADMIN_COUPON_TEXT.labels.code), { target: { value: 'FIVE' } });
    fireEvent.change(screen.getByLabelText(ADMIN_COUPON_TEXT.labels.discountType), {
      target: { value: 'fixed' },
    });
    expect(screen.queryByLabelText(ADMIN_COUPON_TEXT.labels.maxDiscount)).toBeNull();
    const value = screen.getByLabelText(ADMIN_COUPON_TEXT.labels.fixedValue);
    fireEvent.change(value, { target: { value: '5.255' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COUPON_TEXT.create }));
    expect(await screen.findByText(ADMIN_COUPON_TEXT.fixedAmount)).toBeVisible();
    fireEvent.change(value, { target: { value: '5.25' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COUPON_TEXT.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'FIVE',
      discountType: 'fixed',
      discountValue: 525,
      maxDiscountCents: null,
    });
  });

  it('shows an error panel when the list fails, and Retry loads it again', async () => {
    let calls = 0;
    mockSession(null, {
      [LIST]: () => {
        calls++;
        return calls === 1 ? apiError('E_INTERNAL', 'Boom', 500) : json({ coupons: [coupon({})] });
      },
    });
    show(<CouponsTab />);
    expect(await screen.findByText(ADMIN_COUPON_TEXT.loadFailed)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_COUPON_TEXT.retry }));
    expect(await screen.findByText('WELCOME10')).toBeVisible();
  });
});

describe('Email Test tab', () => {
  it('asks for an address first, then sends and says where it went', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockSession(null, {
      'POST /api/admin/email-test': (body) => {
        sent.push(body);
        return json({ id: '80000000-0000-4000-8000-000000000001', delivery: 'outbox' });
      },
    });
    show(<EmailTestTab />);
    fireEvent.click(screen.getByRole('button', { name: ADMIN_EMAIL_TEXT.send }));
    expect(await screen.findByText(ADMIN_EMAIL_TEXT.addressRequired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(ADMIN_EMAIL_TEXT.addressLabel), {
      target: { value: 'box@example.test' },
    });
    fireEvent.change(screen.getByLabelText(ADMIN_EMAIL_TEXT.templateLabel), {
      target: { value: 'payout_released' },
    });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_EMAIL_TEXT.send }));
    expect(await screen.findByText(ADMIN_EMAIL_TEXT.sentOutbox('box@example.test'))).toBeVisible();
    expect(sent).toEqual([{ to: 'box@example.test', template: 'payout_released' }]);
  });

  it("shows 'Failed to send test email' when the server refuses", async () => {
    mockSession(null, { 'POST /api/admin/email-test': () => apiError('E_NOT_AUTHORIZED', 'No', 403) });
    show(<EmailTestTab />);
    fireEvent.change(screen.getByLabelText(ADMIN_EMAIL_TEXT.addressLabel), {
      target: { value: 'box@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_EMAIL_TEXT.send }));
    expect(await screen.findByText(new RegExp(`^${ADMIN_EMAIL_TEXT.failed}`))).toBeVisible();
  });
});
