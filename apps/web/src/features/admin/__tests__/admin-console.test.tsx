import {
  ADMIN_CONSOLE_API,
  ADMIN_CONSOLE_TEXT,
  ADMIN_UI_TEXT,
  type AdminFloor,
  type AdminPro,
  SHELL_TEXT,
} from '@ibh/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const admin = { ...testUser, isAdmin: true, role: 'professional' };
const ACCESS = `GET ${ADMIN_CONSOLE_API.access}`;
const allowed = () => json({ admin: true, userId: admin.id });
const refused = () => apiError('E_NOT_AUTHORIZED', "You don't have permission to perform this action.", 403);

const pro: AdminPro = {
  userId: '5d0c8a3e-1111-4a2b-9c3d-000000000001',
  name: 'Sam Okafor',
  email: 'sam@demo.test',
  headline: 'Research',
  verified: false,
  verifiedAt: null,
  verificationRequested: true,
  verificationStatus: 'pending',
  linkedinUrl: 'https://www.linkedin.com/in/sam',
  orgEmail: 'sam@studio.test',
  publishedServices: 2,
  listedServices: 0,
};

describe('/admin/shop', () => {
  it('says Access Denied to a non-admin, as the server answers', async () => {
    renderApp('/admin/shop', { user: testUser, handlers: { [ACCESS]: refused } });
    expect(await screen.findByRole('heading', { name: ADMIN_CONSOLE_TEXT.accessDeniedTitle })).toBeVisible();
    expect(screen.getByText(ADMIN_CONSOLE_TEXT.accessDeniedBody)).toBeVisible();
  });

  it("shows 'Loading admin console...' while the server is asked", async () => {
    renderApp('/admin/shop', {
      user: admin,
      handlers: { [ACCESS]: () => new Promise<Response>(() => undefined) },
    });
    expect(await screen.findByText(ADMIN_CONSOLE_TEXT.loading)).toBeVisible();
  });

  it('opens Verify Pros by default with what the professional sent, and verifies with a note', async () => {
    const posted: unknown[] = [];
    renderApp('/admin/shop', {
      user: admin,
      handlers: {
        [ACCESS]: allowed,
        [`GET ${ADMIN_CONSOLE_API.pros}`]: () => json({ items: [pro] }),
        [`POST ${ADMIN_CONSOLE_API.setVerification(pro.userId)}`]: (body) => {
          posted.push(body);
          return json({ ...pro, verified: true, verifiedAt: new Date().toISOString(), listedServices: 2 });
        },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Verify Pros', selected: true })).toBeVisible();
    expect(await screen.findByText('Sam Okafor')).toBeVisible();
    const linkedin = 'https://www.linkedin.com/in/sam';
    expect(screen.getByRole('link', { name: linkedin })).toHaveAttribute('href', linkedin);
    expect(screen.getByText('sam@studio.test')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }));
    fireEvent.change(screen.getByLabelText(ADMIN_UI_TEXT.verifyPros.noteLabel), {
      target: { value: 'LinkedIn checked' },
    });
    const form = screen.getByRole('form', { name: ADMIN_UI_TEXT.verifyPros.confirmVerify('Sam Okafor') });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }));
    await waitFor(() => expect(posted).toEqual([{ verified: true, note: 'LinkedIn checked' }]));
  });

  it("says 'Failed to update verification status' when the server refuses", async () => {
    renderApp('/admin/shop?tab=verify-pros', {
      user: admin,
      handlers: {
        [ACCESS]: allowed,
        [`GET ${ADMIN_CONSOLE_API.pros}`]: () => json({ items: [pro] }),
        [`POST ${ADMIN_CONSOLE_API.setVerification(pro.userId)}`]: () =>
          apiError('E_NOT_FOUND', 'The requested item was not found.', 404),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }));
    const form = screen.getByRole('form', { name: ADMIN_UI_TEXT.verifyPros.confirmVerify('Sam Okafor') });
    fireEvent.click(within(form).getByRole('button', { name: ADMIN_UI_TEXT.verifyPros.verify }));
    expect(await screen.findByText(ADMIN_CONSOLE_TEXT.verificationFailed)).toBeVisible();
  });

  it('shows an error panel with Retry when a tab fails to load, and loads on Retry', async () => {
    let calls = 0;
    renderApp('/admin/shop?tab=logs', {
      user: admin,
      handlers: {
        [ACCESS]: allowed,
        [`GET ${ADMIN_CONSOLE_API.logs}`]: () => {
          calls += 1;
          return calls === 1 ? apiError('E_INTERNAL', 'Something went wrong.', 500) : json({ items: [] });
        },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Logs', selected: true })).toBeVisible();
    const retry = await screen.findByRole('button', { name: ADMIN_CONSOLE_TEXT.retry }, { timeout: 5000 });
    expect(screen.getByText(ADMIN_CONSOLE_TEXT.loadFailed)).toBeVisible();
    fireEvent.click(retry);
    expect(await screen.findByText(ADMIN_UI_TEXT.logs.empty)).toBeVisible();
  });

  it("Category Floors: creating without a category says 'Please fill in all required fields'", async () => {
    const floor: AdminFloor = {
      category: 'mvp',
      floorPriceCents: 50_000,
      suggestedMinCents: 150_000,
      suggestedMaxCents: 500_000,
      updatedAt: new Date().toISOString(),
      packagesBelowFloor: 1,
    };
    renderApp('/admin/shop?tab=category-floors', {
      user: admin,
      handlers: { [ACCESS]: allowed, [`GET ${ADMIN_CONSOLE_API.floors}`]: () => json({ items: [floor] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: ADMIN_UI_TEXT.floors.create }));
    expect(await screen.findByText(ADMIN_CONSOLE_TEXT.floorRequired)).toBeVisible();
    // Values below zero clamp to 0 as they are typed.
    const input = screen.getAllByLabelText(ADMIN_UI_TEXT.floors.floor)[0] as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-20' } });
    expect(input.value).toBe('0');
  });
});

describe('/admin-dashboard', () => {
  it('says Not authorized to a non-admin', async () => {
    renderApp('/admin-dashboard', { user: testUser, handlers: { [ACCESS]: refused } });
    expect(await screen.findByRole('heading', { name: SHELL_TEXT.adminDenied })).toBeVisible();
  });

  it("says 'Error checking access.' when the check fails, with Retry", async () => {
    renderApp('/admin-dashboard', {
      user: admin,
      handlers: { [ACCESS]: () => apiError('E_INTERNAL', 'Something went wrong.', 500) },
    });
    expect(await screen.findByText(SHELL_TEXT.adminError, undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: ADMIN_CONSOLE_TEXT.retry })).toBeVisible();
  });

  it('shows the overview with links into the tabs ', async () => {
    renderApp('/admin-dashboard', {
      user: admin,
      handlers: {
        [ACCESS]: allowed,
        [`GET ${ADMIN_CONSOLE_API.overview}`]: () =>
          json({
            openDisputes: 2,
            pendingVerifications: 3,
            pendingTestimonials: 5,
            pendingAmbassadors: 2,
            ordersToday: 4,
            gmvTodayCents: 123_450,
          }),
      },
    });
    // Each tile's name is what it shows (WCAG 2.5.3): its label, then its figure.
    const tile = (label: string, value: string) => new RegExp(`^${label}\\s*${value}`);
    const disputes = await screen.findByRole('link', {
      name: tile(ADMIN_UI_TEXT.overview.openDisputes, '2'),
    });
    expect(disputes).toHaveAttribute('href', '/admin/shop?tab=disputes');
    expect(
      screen.getByRole('link', { name: tile(ADMIN_UI_TEXT.overview.pendingVerifications, '3') }),
    ).toHaveAttribute('href', '/admin/shop?tab=verify-pros');
    expect(screen.getByText('$1,234.50')).toBeVisible();
    expect(
      screen.getByRole('link', { name: tile(ADMIN_UI_TEXT.overview.pendingTestimonials, '5') }),
    ).toHaveAttribute('href', '/admin/testimonials');
  });
});
