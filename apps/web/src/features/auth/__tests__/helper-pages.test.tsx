import { AUTH_API, AUTH_DIAGNOSE_TEXT, AUTH_TEXT, OPEN_IN_BROWSER_TEXT } from '@ibh/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTestLifecycle } from '@/test/lifecycle';
import { apiError, json, renderApp, testUser } from '@/test/render-app';
import { detectInAppBrowser } from '../lib/in-app-browser';

const UA = {
  chrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.0',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/460.0]',
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  gmailIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/318.0 Mobile/15E148 Gmail/6.0',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0 Mobile Safari/537.36',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.1.0',
};

pageTestLifecycle();

describe('detectInAppBrowser', () => {
  it.each([
    [UA.instagramIos, 'Instagram', 'social', 'ios'],
    [UA.facebookAndroid, 'Facebook', 'social', 'android'],
    [UA.messengerIos, 'Messenger', 'chat', 'ios'],
    [UA.wechat, 'WeChat', 'chat', 'ios'],
    [UA.gmailIos, 'Gmail', 'mail', 'ios'],
    [UA.line, 'LINE', 'chat', 'ios'],
    [UA.androidWebView, OPEN_IN_BROWSER_TEXT.unknownApp, 'app', 'android'],
  ])('recognises %#', (userAgent, app, kind, platform) => {
    expect(detectInAppBrowser(userAgent)).toEqual({ app, kind, platform });
  });

  it('sees a real browser as none', () => {
    expect(detectInAppBrowser(UA.chrome)).toBeNull();
  });
});

describe('/open-in-browser', () => {
  it('explains the in-app browser and continues to `next`', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.instagramIos);
    renderApp('/open-in-browser?next=%2Fideas%2F42');
    expect(
      await screen.findByText(OPEN_IN_BROWSER_TEXT.inAppTitle('Instagram'), { exact: false }),
    ).toBeVisible();
    expect(screen.getByText(OPEN_IN_BROWSER_TEXT.stepsIos[0] ?? '')).toBeVisible();
    const link = screen.getByLabelText(OPEN_IN_BROWSER_TEXT.linkLabel) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/ideas/42`);
    expect(screen.getByRole('link', { name: OPEN_IN_BROWSER_TEXT.continueAnyway }).getAttribute('href')).toBe(
      '/ideas/42',
    );
  });

  it('defaults `next` to / and refuses other sites', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(UA.chrome);
    renderApp('/open-in-browser?next=https%3A%2F%2Fevil.example');
    const link = await screen.findByRole('link', { name: OPEN_IN_BROWSER_TEXT.continue });
    expect(link.getAttribute('href')).toBe('/');
  });

  it("says 'Copy failed—select & copy manually.' when the clipboard refuses", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: UA.chrome, clipboard: undefined });
    renderApp('/open-in-browser');
    fireEvent.click(await screen.findByRole('button', { name: OPEN_IN_BROWSER_TEXT.copy }));
    expect((await screen.findByRole('alert')).textContent).toBe(AUTH_TEXT.copyFailed);
  });
});

const session = {
  userId: testUser.id,
  email: testUser.email,
  provider: 'email',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  sessionStartedAt: new Date(Date.now() - 3_600_000).toISOString(),
};

describe('/auth-diagnose', () => {
  it("says 'No active session detected.' without a session", async () => {
    renderApp('/auth-diagnose', {
      handlers: {
        [`GET ${AUTH_API.diagnose}`]: () => apiError('E_UNAUTHENTICATED', 'User not authenticated', 401),
        [`POST ${AUTH_API.refresh}`]: () => apiError('E_UNAUTHENTICATED', 'User not authenticated', 401),
      },
    });
    expect(await screen.findByText(AUTH_TEXT.noActiveSession)).toBeVisible();
  });

  it("shows the session, and 'Refresh failed: …' when a refresh fails", async () => {
    renderApp('/auth-diagnose', {
      user: testUser,
      handlers: {
        [`GET ${AUTH_API.diagnose}`]: () => json(session),
        [`POST ${AUTH_API.refresh}`]: () =>
          apiError('E_RATE_LIMITED', 'Too many requests. Please try again later.', 429),
      },
    });
    expect(await screen.findByText(testUser.id)).toBeVisible();
    expect(screen.getByText(testUser.email)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: AUTH_DIAGNOSE_TEXT.refresh }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${AUTH_TEXT.refreshFailedPrefix}Too many requests. Please try again later.`,
      ),
    );
  });
});
