import { ADMIN_CONSOLE_API, ERRORS, PATHS, SECOND_FACTOR_API, SECOND_FACTOR_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';

pageTestLifecycle();
// The lazy routes, loaded once before the tests (a cold transform can take longer than a test).
beforeAll(() => Promise.all([import('@/app/routes/auth/security-page'), import('uqr')]), 120_000);

const T = SECOND_FACTOR_TEXT.security;
const status = (over: Record<string, unknown> = {}) =>
  json({ passkeys: [], totp: false, recoveryCodesLeft: 0, sessionVerified: false, ...over });

describe('Settings → Security', () => {
  it('sets up an authenticator app: QR code and key, a code, then ten recovery codes shown once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
    const confirmed: unknown[] = [];
    renderApp(PATHS.security, {
      user: testUser,
      handlers: {
        [`GET ${SECOND_FACTOR_API.status}`]: () => status(),
        [`POST ${SECOND_FACTOR_API.totpSetup}`]: () =>
          json({
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/IBH:ada%40example.com?secret=JBSWY3DPEHPK3PXP',
          }),
        [`POST ${SECOND_FACTOR_API.totpConfirm}`]: (body) => {
          confirmed.push(body);
          return json({ recoveryCodes: codes });
        },
      },
    });
    expect(await screen.findByText(T.passkeysEmpty, {}, { timeout: 5_000 })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: T.setUpTotp }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    expect(await screen.findByRole('img', { name: T.qrLabel })).toBeVisible();
    fireEvent.change(screen.getByLabelText(T.confirmCode), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    expect(await screen.findByText('code9-abcde')).toBeVisible();
    expect(confirmed).toEqual([{ code: '123456' }]);
    fireEvent.click(screen.getByRole('button', { name: T.savedCodes }));
    await waitFor(() => expect(screen.queryByText('code9-abcde')).toBeNull());
  });

  it('offers no changes when the session was not completed with the existing factor', async () => {
    renderApp(PATHS.security, {
      user: testUser,
      handlers: {
        [`GET ${SECOND_FACTOR_API.status}`]: () =>
          status({
            totp: true,
            recoveryCodesLeft: 10,
            passkeys: [{ id: 'p1', name: 'Laptop', createdAt: '2026-01-01T00:00:00Z', lastUsedAt: null }],
          }),
      },
    });
    expect(await screen.findByText(T.stepUpNeeded)).toBeVisible();
    expect(screen.getByText('Laptop')).toBeVisible();
    expect(screen.queryByRole('button', { name: T.removePasskey('Laptop') })).toBeNull();
    expect(screen.queryByRole('button', { name: T.disableTotp })).toBeNull();
  });

  it('the admin console sends an admin without a second factor here, with the reason', async () => {
    const { router } = renderApp(PATHS.adminDashboard, {
      user: { ...testUser, isAdmin: true },
      handlers: {
        [`GET ${ADMIN_CONSOLE_API.access}`]: () =>
          apiError('E_SECOND_FACTOR_REQUIRED', ERRORS.E_SECOND_FACTOR_REQUIRED.message, 403),
        [`GET ${SECOND_FACTOR_API.status}`]: () => status(),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.security));
    expect(await screen.findByText(SECOND_FACTOR_TEXT.adminGate.title)).toBeVisible();
  });
});
