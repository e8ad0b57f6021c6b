import { PATHS, SERVICE_DETAIL_TEXT, SHOP_API } from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp } from '@/test/render-app';
import { chosenPackage, toServiceView } from '../lib/service-view';
import { detail, SERVICE_ID } from './fixtures';

pageTestLifecycle();

const DETAIL = `GET ${SHOP_API.service(SERVICE_ID)}`;

describe('service page defaults (001 section 2.2)', () => {
  it('fill in Expert, the description, the three deliverables and the bio when they are missing', () => {
    const bare = detail({
      description: '  ',
      deliverables: [],
      pro: { ...detail().pro, fullName: ' ', bio: null, headline: null },
    });
    const view = toServiceView(bare);
    expect(view.expertName).toBe('Expert');
    expect(view.description).toBe('Detailed description coming soon.');
    expect(view.deliverables).toEqual(['Written report', 'Actionable recommendations', 'One revision']);
    expect(view.expertBio).toBe('Experienced professional.');
  });

  it('say General for a category the page does not know', () => {
    const view = toServiceView(detail({ category: 'astrology' as never }));
    expect(view.category).toBe('General');
  });

  it('choose the cheapest package unless one is picked', () => {
    const { packages } = detail();
    expect(chosenPackage(packages, null)?.tier).toBe('basic');
    expect(chosenPackage(packages, 'pkg-premium')?.tier).toBe('premium');
    expect(chosenPackage(packages, 'nope')?.tier).toBe('basic');
  });
});

describe('/services/:id', () => {
  it('shows every element of the page with the defaults, and Hire a Pro carries the chosen package', async () => {
    const { router } = renderApp(`/services/${SERVICE_ID}`, {
      handlers: {
        [DETAIL]: () =>
          json(
            detail({
              description: '',
              deliverables: [],
              pro: { ...detail().pro, fullName: '', bio: null, headline: null },
            }),
          ),
      },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Validate your idea in five days' });
    expect(title).toBeVisible();
    expect(screen.getByText('by Expert · Validate')).toBeVisible();
    expect(screen.getByText(SERVICE_DETAIL_TEXT.escrowNote)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About this service' })).toBeVisible();
    expect(screen.getByText('Detailed description coming soon.')).toBeVisible();
    const get = screen.getByRole('heading', { name: "What you'll get" }).parentElement as HTMLElement;
    expect(
      within(get)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Written report', 'Actionable recommendations', 'One revision']);
    expect(screen.getByRole('heading', { name: 'About the expert' })).toBeVisible();
    expect(screen.getByText('Experienced professional.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Professionals Shop →' })).toHaveAttribute(
      'href',
      PATHS.browseServices,
    );
    // Price in whole dollars and ETA in days follow the chosen tier (the cheapest first).
    const price = () => screen.getByText('Price').nextElementSibling;
    const eta = () => screen.getByText('Delivery').nextElementSibling;
    expect(price()).toHaveTextContent('$120');
    expect(eta()).toHaveTextContent('3 days');

    const tiers = screen.getByRole('group', { name: 'Choose a package' });
    expect(within(tiers).getAllByRole('radio')).toHaveLength(3);
    fireEvent.click(within(tiers).getByRole('radio', { name: /Premium/ }));
    await waitFor(() => expect(price()).toHaveTextContent('$499'));
    expect(eta()).toHaveTextContent('7 days');
    const hire = screen.getByRole('link', { name: 'Hire a Pro →' });
    expect(hire).toHaveAttribute('href', `/shop?tab=orders&service=${SERVICE_ID}&package=pkg-premium`);
    expect(router.state.location.search).toBe('?package=pkg-premium');
  });

  it("says 'Service not found' for a missing service", async () => {
    renderApp(`/services/${SERVICE_ID}`, {
      handlers: { [DETAIL]: () => apiError('E_NOT_FOUND', 'Not found', 404) },
    });
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Professionals Shop →' })).toHaveAttribute(
      'href',
      PATHS.browseServices,
    );
  });

  it('offers a retry when the service could not be loaded', async () => {
    let calls = 0;
    renderApp(`/services/${SERVICE_ID}`, {
      handlers: {
        [DETAIL]: () => {
          calls += 1;
          return calls <= 2 ? apiError('E_INTERNAL', 'Boom', 500) : json(detail());
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Validate your idea in five days' }),
    ).toBeVisible();
  });
});
