import { ERRORS, NAV_TEXT, TESTIMONIAL_ENDPOINTS, TESTIMONIAL_TEXT } from '@ibh/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, type vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();

const SUBMIT = `POST ${TESTIMONIAL_ENDPOINTS.submit.path}`;
const QUOTE = 'IBH helped me find two pilot customers in a single week.';
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const counter = () => screen.getByTestId('quote-counter');
const submitButton = () => screen.getByRole('button', { name: TESTIMONIAL_TEXT.submit });

async function open(handlers = {}) {
  const view = renderApp('/testimonial', { user: testUser, handlers });
  await screen.findByRole('heading', { name: NAV_TEXT.shareExperience });
  return view;
}

const posts = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('/testimonial', () => {
  it('counts the quote as length/40, trimmed, as the server counts it', async () => {
    await open();
    expect(counter().textContent).toContain('0/40');
    change(TESTIMONIAL_TEXT.quote, '  Great  ');
    expect(counter().textContent).toContain('5/40');
    change(TESTIMONIAL_TEXT.quote, 'x'.repeat(40));
    expect(counter().textContent).toContain('40/40');
    change(TESTIMONIAL_TEXT.quote, 'x'.repeat(57));
    expect(counter().textContent).toContain('57/40');
  });

  it('starts with my name and offers the IBH roles', async () => {
    await open();
    expect((screen.getByLabelText(TESTIMONIAL_TEXT.name) as HTMLInputElement).value).toBe(testUser.fullName);
    const roles = [...(screen.getByLabelText(TESTIMONIAL_TEXT.ibhRole) as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(roles).toEqual([
      TESTIMONIAL_TEXT.ibhRolePlaceholder,
      'Idea Owner',
      'Mentor',
      'Funder',
      'Supporter',
      'Student',
      'Community',
    ]);
  });

  it('asks for name, country and the testimonial before sending anything, focusing the first blank', async () => {
    const { fetchMock } = await open();
    change(TESTIMONIAL_TEXT.name, '   ');
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain(TESTIMONIAL_TEXT.required);
    expect(screen.getByLabelText(TESTIMONIAL_TEXT.name).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(TESTIMONIAL_TEXT.country).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(TESTIMONIAL_TEXT.name));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('wants at least 40 characters, then checks the avatar URL and the coordinates', async () => {
    const { fetchMock } = await open();
    change(TESTIMONIAL_TEXT.country, 'Kenya');
    change(TESTIMONIAL_TEXT.quote, `${'x'.repeat(39)}   `);
    fireEvent.click(submitButton());
    expect(await screen.findByText(TESTIMONIAL_TEXT.quoteTooShort)).toBeInTheDocument();
    expect(screen.queryByText(TESTIMONIAL_TEXT.required)).toBeNull();

    change(TESTIMONIAL_TEXT.quote, QUOTE);
    change(TESTIMONIAL_TEXT.avatarUrl, 'http://example.com/me.png');
    change(TESTIMONIAL_TEXT.latitude, 'north');
    change(TESTIMONIAL_TEXT.longitude, '200');
    fireEvent.click(submitButton());
    expect(await screen.findByText(TESTIMONIAL_TEXT.avatarUrlInvalid)).toBeInTheDocument();
    expect(screen.getByText(TESTIMONIAL_TEXT.latitudeInvalid)).toBeInTheDocument();
    expect(screen.getByText(TESTIMONIAL_TEXT.longitudeInvalid)).toBeInTheDocument();
    expect(screen.queryByText(TESTIMONIAL_TEXT.quoteTooShort)).toBeNull();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the trimmed testimonial, blanks as null, and thanks me', async () => {
    let sent: unknown;
    await open({
      [SUBMIT]: (body: unknown) => {
        sent = body;
        return json(
          {
            ...(body as object),
            id: '6f1c2d3e-0000-4000-8000-000000000001',
            userId: testUser.id,
            isApproved: false,
            allowedActions: [],
            createdAt: new Date().toISOString(),
          },
          201,
        );
      },
    });
    change(TESTIMONIAL_TEXT.country, ' Kenya ');
    change(TESTIMONIAL_TEXT.quote, `  ${QUOTE}  `);
    fireEvent.change(screen.getByLabelText(TESTIMONIAL_TEXT.ibhRole), { target: { value: 'mentor' } });
    change(TESTIMONIAL_TEXT.latitude, '-1.29');
    fireEvent.click(submitButton());
    expect((await screen.findAllByText(TESTIMONIAL_TEXT.submitted)).length).toBeGreaterThan(0);
    expect(sent).toEqual({
      name: testUser.fullName,
      country: 'Kenya',
      quote: QUOTE,
      role: null,
      ibhRole: 'mentor',
      avatarUrl: null,
      coordsLat: -1.29,
      coordsLng: null,
    });
    expect(screen.queryByRole('button', { name: TESTIMONIAL_TEXT.submit })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TESTIMONIAL_TEXT.writeAnother }));
    expect((screen.getByLabelText(TESTIMONIAL_TEXT.quote) as HTMLTextAreaElement).value).toBe('');
  });

  it("says 'Could not submit testimonial.' when the server refuses, keeping what I wrote", async () => {
    await open({ [SUBMIT]: () => apiError('E_LIMIT_EXCEEDED', ERRORS.E_LIMIT_EXCEEDED.message, 422) });
    change(TESTIMONIAL_TEXT.country, 'Kenya');
    change(TESTIMONIAL_TEXT.quote, QUOTE);
    fireEvent.click(submitButton());
    expect(await screen.findByText(TESTIMONIAL_TEXT.submitFailed)).toBeInTheDocument();
    expect((screen.getByLabelText(TESTIMONIAL_TEXT.quote) as HTMLTextAreaElement).value).toBe(QUOTE);
  });

  it('is reached from /testimonials/share, and sends the signed-out to /login', async () => {
    const shared = renderApp('/testimonials/share', { user: testUser });
    await waitFor(() => expect(shared.router.state.location.pathname).toBe('/testimonial'));
    cleanup();
    const anonymous = renderApp('/testimonial', { user: null });
    await waitFor(() => expect(anonymous.router.state.location.pathname).toBe('/login'));
  });
});
