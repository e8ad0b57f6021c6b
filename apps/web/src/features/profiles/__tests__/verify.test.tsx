import { AUTH_TEXT, PROFILE_API, PROFILE_TEXT, VERIFY_TEXT } from '@ibh/contract';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { ME, myProfile } from './fixtures';

// In the main layout (header and all) the first render takes longer in jsdom.
configure({ asyncUtilTimeout: 5000 });

pageTestLifecycle();

const pro = { ...testUser, role: 'professional' };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: VERIFY_TEXT.submit }));

describe('/verify', () => {
  it('tells idea owners on the page that they cannot request verification, with the way back', async () => {
    const { router } = renderApp('/verify', { user: testUser, handlers: { [ME]: () => json(myProfile()) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PROFILE_TEXT.ideaOwnersCannotVerify);
    expect(within(alert).getByRole('link', { name: VERIFY_TEXT.backToDashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: VERIFY_TEXT.submit })).toBeNull();
    expect(router.state.location.pathname).toBe('/verify');
  });

  it('checks the LinkedIn URL and the organisation email, then submits the request', async () => {
    const { fetchMock } = renderApp('/verify', {
      user: pro,
      handlers: {
        [ME]: () => json(myProfile({ role: 'professional' })),
        [`POST ${PROFILE_API.verification}`]: () =>
          json(
            myProfile({ role: 'professional', verificationRequested: true, verificationStatus: 'pending' }),
          ),
      },
    });
    await screen.findByRole('button', { name: VERIFY_TEXT.submit });
    submit();
    expect(await screen.findByText(VERIFY_TEXT.linkedinRequired)).toBeVisible();
    type(VERIFY_TEXT.linkedinUrl, 'linkedin.com/in/ada');
    fireEvent.blur(screen.getByLabelText(VERIFY_TEXT.linkedinUrl));
    type(VERIFY_TEXT.orgEmail, 'not-an-email');
    submit();
    expect(await screen.findByText(AUTH_TEXT.validEmail)).toBeVisible();
    type(VERIFY_TEXT.orgEmail, 'ada@acme.org');
    fireEvent.click(screen.getByLabelText(VERIFY_TEXT.showPublicly));
    submit();
    expect(await screen.findByText(PROFILE_TEXT.verificationSubmitted)).toBeVisible();
    expect(screen.getByText(VERIFY_TEXT.pendingTitle)).toBeVisible();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(PROFILE_API.verification));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      linkedinUrl: 'https://linkedin.com/in/ada',
      showPublicly: true,
      orgEmail: 'ada@acme.org',
    });
  });

  it("says 'Failed to submit request: …' when the server refuses", async () => {
    renderApp('/verify', {
      user: pro,
      handlers: {
        [ME]: () => json(myProfile({ role: 'professional', linkedin: 'https://www.linkedin.com/in/ada' })),
        [`POST ${PROFILE_API.verification}`]: () => apiError('E_CONFLICT', PROFILE_TEXT.alreadyVerified, 409),
      },
    });
    await screen.findByRole('button', { name: VERIFY_TEXT.submit });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${PROFILE_TEXT.verificationFailedPrefix}${PROFILE_TEXT.alreadyVerified}`,
    );
  });

  it("says 'Error fetching profile' when the profile cannot be read", async () => {
    renderApp('/verify', { user: pro, handlers: { [ME]: () => apiError('E_INTERNAL', 'x', 500) } });
    expect(await screen.findByText(PROFILE_TEXT.errorFetchingProfile, {}, { timeout: 3000 })).toBeVisible();
  });
});
