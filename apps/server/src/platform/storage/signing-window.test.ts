import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.ts';
import { SignedUrlMemo, signingWindow } from './signing-window.ts';

const HOUR = 60 * 60 * 1000;

describe('signingWindow', () => {
  it('keeps a URL valid for at least its TTL and at most one window (a twelfth) longer', () => {
    for (const now of [0, 1, 299_999, 300_000, 1_700_000_123_456]) {
      const { start, expiresAt } = signingWindow(HOUR, now);
      expect(start).toBeLessThanOrEqual(now);
      expect(expiresAt).toBeGreaterThanOrEqual(now + HOUR);
      expect(expiresAt).toBeLessThanOrEqual(now + HOUR + HOUR / 12);
    }
  });

  it('signs short-lived links (under ten minutes) for exactly their TTL', () => {
    expect(signingWindow(60_000, 1_234_567)).toEqual({ start: 1_234_567, expiresAt: 1_294_567 });
  });

  it('is one window for every moment of it, and the next one after', () => {
    const a = signingWindow(HOUR, 1_700_000_100_000);
    expect(signingWindow(HOUR, a.start + HOUR / 12 - 1)).toEqual(a);
    expect(signingWindow(HOUR, a.start + HOUR / 12).start).toBe(a.start + HOUR / 12);
  });
});

describe('SignedUrlMemo', () => {
  it('signs a file once a window and again in the next window', async () => {
    const memo = new SignedUrlMemo();
    let signed = 0;
    const sign = () => `url-${++signed}`;
    const w1 = signingWindow(HOUR, 1_700_000_000_000);
    const w2 = signingWindow(HOUR, w1.start + HOUR);
    expect(await memo.get({ key: 'a', ttlMs: HOUR }, w1, sign)).toBe('url-1');
    expect(await memo.get({ key: 'a', ttlMs: HOUR }, w1, sign)).toBe('url-1');
    expect(await memo.get({ key: 'a', ttlMs: HOUR, download: 'a.txt' }, w1, sign)).toBe('url-2');
    expect(await memo.get({ key: 'a', ttlMs: HOUR }, w2, sign)).toBe('url-3');
  });

  it('gives the same local URL for the same file all window long, and it verifies', async () => {
    const storage = new LocalStorage({ root: '/nonexistent-ibh-test', secretKey: 'k'.repeat(32) });
    const first = await storage.signedUrl('idea-images/x/a.png', { ttlMs: HOUR });
    expect(await storage.signedUrl('idea-images/x/a.png', { ttlMs: HOUR })).toBe(first);
    const url = new URL(first, 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    expect(exp).toBeGreaterThanOrEqual(Date.now() + HOUR - 1000);
    expect(() =>
      storage.signer.verify('idea-images/x/a.png', { exp, sig: url.searchParams.get('sig') ?? '' }),
    ).not.toThrow();
  });
});
