import { type SellerProfile, type SessionUser, SHOP_API, SHOP_SCREEN_TEXT } from '@ibh/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, testUser } from '@/test/render-app';

const pro: SessionUser = { ...testUser, role: 'professional', fullName: 'Priya Sharma' };

const profile = (extra: Partial<SellerProfile> = {}): SellerProfile => ({
  userId: pro.id,
  fullName: 'Priya Sharma',
  avatarUrl: null,
  headline: 'Interview coach',
  categories: ['validate'],
  impactScore: 0.82,
  verified: true,
  verifiedAt: '2026-10-01T10:00:00.000Z',
  createdAt: '2026-09-01T10:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('selling profile on My Services', () => {
  it('shows the headline and categories, and saves the edited ones', async () => {
    const put = vi.fn((body: unknown) => json(profile(body as Partial<SellerProfile>)));
    renderApp('/shop?tab=services', {
      user: pro,
      handlers: {
        [`GET ${SHOP_API.profile}`]: () => json(profile()),
        [`PUT ${SHOP_API.profile}`]: put,
        [`GET ${SHOP_API.myServices}`]: () => json({ items: [] }),
      },
    });
    const card = within(await screen.findByRole('region', { name: SHOP_SCREEN_TEXT.sellerTitle }));
    const headline = card.getByLabelText(SHOP_SCREEN_TEXT.sellerHeadline) as HTMLInputElement;
    expect(headline.value).toBe('Interview coach');
    expect((card.getByRole('checkbox', { name: 'Validate' }) as HTMLInputElement).checked).toBe(true);
    expect((card.getByRole('checkbox', { name: 'Design' }) as HTMLInputElement).checked).toBe(false);
    const save = card.getByRole('button', { name: SHOP_SCREEN_TEXT.sellerSave });
    // Nothing to save until something changed.
    expect(save).toHaveAttribute('disabled');

    fireEvent.change(headline, { target: { value: 'Customer-interview coach for B2B founders' } });
    fireEvent.click(card.getByRole('checkbox', { name: 'Design' }));
    fireEvent.click(save);
    expect(await screen.findByText(SHOP_SCREEN_TEXT.sellerSaved)).toBeVisible();
    expect(put).toHaveBeenCalledWith({
      headline: 'Customer-interview coach for B2B founders',
      categories: ['validate', 'design'],
    });
  });
});
