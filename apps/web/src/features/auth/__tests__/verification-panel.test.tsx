import { AUTH_API, AUTH_FORM_TEXT, AUTH_TEXT } from '@ibh/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/test/query-client';
import { type ApiHandler, apiError, json, mockSession } from '@/test/render-app';
import { VerificationPanel, type VerificationPanelProps } from '../components/verification-panel';

const verified = { user: null, recovery: false };

function renderPanel(handlers: Record<string, ApiHandler>, props: Partial<VerificationPanelProps> = {}) {
  const fetchMock = mockSession(null, handlers);
  const onVerified = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <VerificationPanel
        email="ada@example.com"
        purpose="login"
        resendAfterSeconds={30}
        errorStyle="login"
        submitLabel={AUTH_FORM_TEXT.verify}
        onVerified={onVerified}
        onBack={() => undefined}
        backLabel={AUTH_FORM_TEXT.changeEmail}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onVerified };
}

const typeCode = (code: string) => {
  const first = screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6));
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: AUTH_FORM_TEXT.verify }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('resend cooldown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });

  it('counts down from the server’s resendAfterSeconds, then allows a resend that restarts it', async () => {
    const { fetchMock } = renderPanel({
      [`POST ${AUTH_API.sendCode}`]: () => json({ ok: true, resendAfterSeconds: 30 }),
    });
    const counting = screen.getByRole('button', { name: AUTH_FORM_TEXT.resendIn(30) });
    expect(counting.hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: AUTH_FORM_TEXT.resendIn(29) })).toBeVisible();
    act(() => vi.advanceTimersByTime(29_000));
    const resend = screen.getByRole('button', { name: AUTH_FORM_TEXT.resend });
    expect(resend.hasAttribute('disabled')).toBe(false);

    fireEvent.click(resend);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AUTH_FORM_TEXT.resendIn(30) })).toBeVisible(),
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith(AUTH_API.sendCode));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'ada@example.com', purpose: 'login' });
  });

  it('shows the server’s message when a resend is refused', async () => {
    renderPanel(
      { [`POST ${AUTH_API.sendCode}`]: () => apiError('E_RATE_LIMITED', AUTH_TEXT.resendWait(12), 429) },
      { resendAfterSeconds: 0 },
    );
    fireEvent.click(screen.getByRole('button', { name: AUTH_FORM_TEXT.resend }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXT.resendWait(12));
  });

  it('restarts the countdown with the server’s wait when a resend is refused', async () => {
    const refused = () =>
      json(
        {
          error: {
            code: 'E_RATE_LIMITED',
            message: AUTH_TEXT.resendWait(12),
            requestId: 'r1',
            retryAfterSeconds: 12,
          },
        },
        429,
      );
    renderPanel({ [`POST ${AUTH_API.sendCode}`]: refused }, { resendAfterSeconds: 0 });
    fireEvent.click(screen.getByRole('button', { name: AUTH_FORM_TEXT.resend }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: AUTH_FORM_TEXT.resendIn(12) }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
  });
});

describe('verifying the code', () => {
  it("asks for the whole code: 'Enter the 6-digit code.'", async () => {
    const { fetchMock, onVerified } = renderPanel({});
    fireEvent.change(screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6)), { target: { value: '1' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXT.enterCode);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(AUTH_API.verifyCode))).toBe(false);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("shows 'Code is invalid—try again' under the boxes and clears them", async () => {
    renderPanel({
      [`POST ${AUTH_API.verifyCode}`]: () => apiError('E_INVALID_INPUT', AUTH_TEXT.codeInvalidOrExpired, 400),
    });
    typeCode('123456');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AUTH_TEXT.codeInvalidTryAgain);
    expect(alert.textContent).toContain(AUTH_TEXT.codeInvalidOrExpired);
    expect((screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6)) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(AUTH_FORM_TEXT.digit(1, 6)).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows other failures as they are', async () => {
    renderPanel({
      [`POST ${AUTH_API.verifyCode}`]: () =>
        apiError('E_RATE_LIMITED', 'Too many requests. Please try again later.', 429),
    });
    typeCode('123456');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });

  it("words a signup failure 'Invalid code: {message}'", async () => {
    renderPanel(
      { [`POST ${AUTH_API.verifyCode}`]: () => apiError('E_INVALID_INPUT', AUTH_TEXT.codeTooManyTries, 400) },
      { purpose: 'signup', errorStyle: 'signup' },
    );
    typeCode('123456');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${AUTH_TEXT.invalidCodePrefix}${AUTH_TEXT.codeTooManyTries}`,
    );
  });

  it('hands the answer on when the code is right', async () => {
    const { fetchMock, onVerified } = renderPanel({ [`POST ${AUTH_API.verifyCode}`]: () => json(verified) });
    typeCode('654321');
    submit();
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(AUTH_API.verifyCode));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      email: 'ada@example.com',
      code: '654321',
      purpose: 'login',
    });
  });
});
