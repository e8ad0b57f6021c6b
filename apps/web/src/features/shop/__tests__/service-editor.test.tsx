import {
  CHECKOUT_TEXT,
  ORDER_API,
  SERVICE_FORM_TEXT,
  type SessionUser,
  SHOP_API,
  SHOP_ERROR_TEXT,
  SHOP_TEXT,
} from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { json, renderApp, testUser } from '@/test/render-app';
import { detail, FLOORS, SERVICE_ID } from './fixtures';

const pro: SessionUser = { ...testUser, role: 'professional', fullName: 'Priya Sharma' };

pageTestLifecycle();

const handlers = (create: (body: unknown) => Response) => ({
  [`GET ${SHOP_API.floors}`]: () => json({ items: FLOORS }),
  [`POST ${SHOP_API.myServices}`]: create,
  [`GET ${SHOP_API.service(SERVICE_ID)}`]: () =>
    json(detail({ isOwner: true, status: 'draft', listed: false })),
});

async function fillBasics() {
  fireEvent.change(await screen.findByLabelText(SERVICE_FORM_TEXT.title), {
    target: { value: 'Validate your idea in five days' },
  });
  fireEvent.change(screen.getByLabelText(SERVICE_FORM_TEXT.category), { target: { value: 'validate' } });
}

const basic = () => within(screen.getByRole('region', { name: 'Basic' }));

describe('packages editor', () => {
  it('shows the category floor and suggested range under the price, and refuses a price below the floor', async () => {
    const create = vi.fn(() => json(detail(), 201));
    renderApp('/shop?tab=services&edit=new', { user: pro, handlers: handlers(create) });
    const price = await screen.findByLabelText(SERVICE_FORM_TEXT.price);
    expect(basic().getByText(SERVICE_FORM_TEXT.chooseCategoryForFloor)).toBeVisible();
    await fillBasics();
    expect(await basic().findByText('Minimum $50 · suggested $100–$400')).toBeVisible();

    fireEvent.change(price, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: SERVICE_FORM_TEXT.create }));
    const message = SHOP_ERROR_TEXT.belowFloor('Validate', 5_000);
    expect(await basic().findByText(message)).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's floor message on the price it refused", async () => {
    const message = SHOP_ERROR_TEXT.belowFloor('Validate', 9_000);
    renderApp('/shop?tab=services&edit=new', {
      user: pro,
      handlers: handlers(() =>
        json(
          {
            error: {
              code: 'E_INVALID_INPUT',
              message,
              requestId: 't',
              fields: { 'packages.0.priceCents': [message] },
            },
          },
          400,
        ),
      ),
    });
    await fillBasics();
    const price = screen.getByLabelText(SERVICE_FORM_TEXT.price);
    fireEvent.change(price, { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: SERVICE_FORM_TEXT.create }));
    expect(await basic().findByText(message)).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(price));
  });

  it('sends up to three tiers in whole cents and opens the new service for its images', async () => {
    const create = vi.fn((body: unknown) => {
      void body;
      return json(detail({ isOwner: true, status: 'draft', listed: false }), 201);
    });
    const { router } = renderApp('/shop?tab=services&edit=new', { user: pro, handlers: handlers(create) });
    await fillBasics();
    fireEvent.change(screen.getByLabelText(SERVICE_FORM_TEXT.price), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: SERVICE_FORM_TEXT.addPackage }));
    fireEvent.click(screen.getByRole('button', { name: SERVICE_FORM_TEXT.addPackage }));
    expect(screen.queryByRole('button', { name: SERVICE_FORM_TEXT.addPackage })).toBeNull();
    const prices = screen.getAllByLabelText(SERVICE_FORM_TEXT.price);
    fireEvent.change(prices[1] as HTMLElement, { target: { value: '250' } });
    fireEvent.change(prices[2] as HTMLElement, { target: { value: '1,000' } });
    fireEvent.change(screen.getByLabelText(SERVICE_FORM_TEXT.deliverable(1)), {
      target: { value: 'Report' },
    });
    fireEvent.click(screen.getByRole('button', { name: SERVICE_FORM_TEXT.create }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const body = create.mock.calls[0]?.[0] as { packages: Array<{ tier: string; priceCents: number }> };
    expect(body.packages.map((p) => [p.tier, p.priceCents])).toEqual([
      ['basic', 12_000],
      ['standard', 25_000],
      ['premium', 100_000],
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(`?tab=services&edit=${SERVICE_ID}`));
    expect(await screen.findByText(SHOP_TEXT.bannerLabel)).toBeVisible();
    expect(screen.getByRole('button', { name: SHOP_TEXT.publish })).toBeVisible();
  });
});

describe('/shop', () => {
  it('gives a buyer only the Orders tab: the checkout of the package Hire a Pro carried, then no orders', async () => {
    renderApp(`/shop?tab=orders&service=${SERVICE_ID}&package=pkg-standard`, {
      user: testUser,
      handlers: {
        [`GET ${SHOP_API.service(SERVICE_ID)}`]: () => json(detail()),
        [`GET ${ORDER_API.orders}`]: () => json({ items: [], nextCursor: null }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Orders' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'My Services' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Earnings' })).toBeNull();
    const checkout = await screen.findByRole('form', { name: CHECKOUT_TEXT.title });
    expect(checkout.querySelector('[data-package-id="pkg-standard"]')).not.toBeNull();
    expect(await screen.findByText(SHOP_TEXT.ordersEmpty)).toBeVisible();
  });

  it('lists a professional’s services with their status and actions', async () => {
    renderApp('/shop', {
      user: pro,
      handlers: {
        [`GET ${SHOP_API.myServices}`]: () =>
          json({
            items: [
              detail({ isOwner: true }),
              detail({ id: 'x2', title: 'Pitch deck review', status: 'draft' }),
            ],
          }),
      },
    });
    const row = await screen.findByRole('article', { name: 'Pitch deck review' });
    expect(within(row).getByText(SHOP_TEXT.draft)).toBeVisible();
    expect(within(row).getByRole('button', { name: SHOP_TEXT.publish })).toBeVisible();
    const live = screen.getByRole('article', { name: 'Validate your idea in five days' });
    expect(within(live).getByRole('button', { name: SHOP_TEXT.unpublish })).toBeVisible();
  });

  it('asks before deleting a service', async () => {
    const remove = vi.fn(() => json({ ok: true }));
    renderApp('/shop?tab=services', {
      user: pro,
      handlers: {
        [`GET ${SHOP_API.myServices}`]: () => json({ items: [detail({ isOwner: true })] }),
        [`DELETE ${SHOP_API.myService(SERVICE_ID)}`]: remove,
      },
    });
    const row = await screen.findByRole('article', { name: 'Validate your idea in five days' });
    fireEvent.click(within(row).getByRole('button', { name: SHOP_TEXT.delete }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SHOP_TEXT.deleteConfirm)).toBeVisible();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: SHOP_TEXT.delete }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });
});

describe('pro-shop flag', () => {
  it('hides the header entry when off', async () => {
    renderApp('/explore', { flags: { proShop: false } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: SHOP_TEXT.title })).toBeNull();
  });

  it('shows the header entry when on', async () => {
    renderApp('/explore');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: SHOP_TEXT.title })).toHaveAttribute(
      'href',
      '/browse-services',
    );
  });
});
