import {
  ADMIN_CONSOLE_API,
  TESTIMONIAL_ENDPOINTS as E,
  endpointPath,
  HOME_API,
  HOME_TEXT,
  TESTIMONIAL_TEXT,
  type TestimonialDetail,
} from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const admin = { ...testUser, isAdmin: true };
const ID = '6f1c2d3e-0000-4000-8000-000000000001';
/** As the server sends it to an admin: the buttons follow the approval (the testimonial table). */
const testimonial = (overrides: Partial<TestimonialDetail> = {}): TestimonialDetail => ({
  allowedActions: overrides.isApproved ? ['unapprove', 'edit', 'delete'] : ['approve', 'edit', 'delete'],
  id: ID,
  userId: testUser.id,
  name: 'Nia Brooks',
  role: 'Founder',
  ibhRole: 'idea_owner',
  avatarUrl: null,
  country: 'Ghana',
  quote: 'IBH helped me find two pilot customers in a single week.',
  isApproved: false,
  coordsLat: null,
  coordsLng: null,
  createdAt: new Date().toISOString(),
  ...overrides,
});
const LIST = `GET ${E.adminList.path}`;
/** The server's answer to the access check of AdminAccessGate. */
const ACCESS = { [`GET ${ADMIN_CONSOLE_API.access}`]: () => json({ admin: true, userId: admin.id }) };
const page = (items: TestimonialDetail[]) => () => json({ items, nextCursor: null });

describe('/admin/testimonials', () => {
  it("says 'No testimonials found for this filter.' and 'Failed to load testimonials'", async () => {
    renderApp('/admin/testimonials', { user: admin, handlers: { ...ACCESS, [LIST]: page([]) } });
    expect(await screen.findByText(TESTIMONIAL_TEXT.emptyFilter)).toBeInTheDocument();
    cleanup();
    renderApp('/admin/testimonials', {
      user: admin,
      handlers: { ...ACCESS, [LIST]: () => apiError('E_INTERNAL', 'boom', 500) },
    });
    expect(await screen.findByText(TESTIMONIAL_TEXT.loadFailed, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it("approves with 'Saved' and reports 'Update failed'", async () => {
    let ok = true;
    renderApp('/admin/testimonials', {
      user: admin,
      handlers: {
        ...ACCESS,
        [LIST]: page([testimonial()]),
        [`POST ${endpointPath(E.approve, { testimonialId: ID })}`]: () =>
          ok ? json(testimonial({ isApproved: true })) : apiError('E_INVALID_STATE', 'no', 409),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: TESTIMONIAL_TEXT.approve }));
    expect(await screen.findByText(TESTIMONIAL_TEXT.saved)).toBeInTheDocument();
    ok = false;
    fireEvent.click(await screen.findByRole('button', { name: TESTIMONIAL_TEXT.approve }));
    expect(await screen.findByText(TESTIMONIAL_TEXT.updateFailed)).toBeInTheDocument();
  });

  it("deletes only after 'Delete this testimonial?', with 'Deleted' or 'Delete failed'", async () => {
    const remove = vi.fn(() => json({ ok: true }));
    renderApp('/admin/testimonials?status=all', {
      user: admin,
      handlers: {
        ...ACCESS,
        [LIST]: page([testimonial({ isApproved: true })]),
        [`DELETE ${endpointPath(E.remove, { testimonialId: ID })}`]: remove,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: TESTIMONIAL_TEXT.delete }));
    const dialog = await screen.findByRole('dialog', { name: TESTIMONIAL_TEXT.confirmDelete });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: TESTIMONIAL_TEXT.delete }));
    expect(await screen.findByText(TESTIMONIAL_TEXT.deleted)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    remove.mockImplementation(() => apiError('E_NOT_FOUND', TESTIMONIAL_TEXT.notFound, 404));
    fireEvent.click(await screen.findByRole('button', { name: TESTIMONIAL_TEXT.delete }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: TESTIMONIAL_TEXT.delete }),
    );
    expect(await screen.findByText(TESTIMONIAL_TEXT.deleteFailed)).toBeInTheDocument();
  });

  it('edits with the form checks and saves the whole testimonial', async () => {
    let sent: unknown;
    renderApp('/admin/testimonials', {
      user: admin,
      handlers: {
        ...ACCESS,
        [LIST]: page([testimonial()]),
        [`PUT ${endpointPath(E.update, { testimonialId: ID })}`]: (body: unknown) => {
          sent = body;
          return json(testimonial(body as Partial<TestimonialDetail>));
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: TESTIMONIAL_TEXT.edit }));
    const dialog = await screen.findByRole('dialog', { name: TESTIMONIAL_TEXT.editTitle });
    fireEvent.change(within(dialog).getByLabelText(TESTIMONIAL_TEXT.quote), { target: { value: 'Short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TESTIMONIAL_TEXT.save }));
    expect(await within(dialog).findByText(TESTIMONIAL_TEXT.quoteTooShort)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText(TESTIMONIAL_TEXT.name), { target: { value: 'Nia B.' } });
    fireEvent.change(within(dialog).getByLabelText(TESTIMONIAL_TEXT.quote), {
      target: { value: 'A longer story about how IBH helped me validate.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: TESTIMONIAL_TEXT.save }));
    expect(await screen.findByText(TESTIMONIAL_TEXT.saved)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Nia B.', country: 'Ghana', ibhRole: 'idea_owner' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

/** The home page's one answer (GET /api/home), which brings the testimonials. */
const home = (testimonials: TestimonialDetail[]) => ({
  topPros: { pros: [], rising: [] },
  pulse: [],
  testimonials,
});

describe('the home testimonials', () => {
  it('shows the approved ones, six first, then all; with none, it invites the first story', async () => {
    const items = Array.from({ length: 8 }, (_, i) =>
      testimonial({ id: `6f1c2d3e-0000-4000-8000-00000000001${i}`, name: `Person ${i}`, isApproved: true }),
    );
    renderApp('/', { handlers: { [`GET ${HOME_API.home}`]: () => json(home(items)) } });
    expect(await screen.findByText('Person 0')).toBeInTheDocument();
    expect(screen.queryByText('Person 7')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TESTIMONIAL_TEXT.showAll(8) }));
    expect(screen.getByText('Person 7')).toBeInTheDocument();
    cleanup();
    renderApp('/', { handlers: { [`GET ${HOME_API.home}`]: () => json(home([])) } });
    expect(await screen.findByText(HOME_TEXT.testimonialsEmpty)).toBeInTheDocument();
  });
});
