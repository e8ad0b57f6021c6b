/**
 * Signed file URLs are issued per time window instead of per request: every URL for the same file
 * signed within one window is the same string, valid for at least the asked TTL (at most one window
 * more). Browsers then cache an image across page loads, and the server signs each file once a
 * window instead of on every list it appears in (decision 41).
 */
export interface SigningWindow {
  /** When the window began (unix ms): the signing time. */
  start: number;
  /** When URLs signed in this window expire (unix ms): at least `now + ttlMs`. */
  expiresAt: number;
}

/** Shorter-lived URLs (one-off download links) are signed for exactly their TTL from now. */
export const MIN_WINDOWED_TTL_MS = 10 * 60 * 1000;
const MAX_STEP_MS = 60 * 60 * 1000;
/** A window is a twelfth of the TTL: an hour's URL is reissued every five minutes. */
const STEPS_PER_TTL = 12;

export function signingWindow(ttlMs: number, now: number): SigningWindow {
  const ttl = Math.max(0, Math.floor(ttlMs));
  if (ttl < MIN_WINDOWED_TTL_MS) return { start: now, expiresAt: now + ttl };
  const step = Math.min(MAX_STEP_MS, Math.floor(ttl / STEPS_PER_TTL));
  const start = Math.floor(now / step) * step;
  return { start, expiresAt: start + step + ttl };
}

const MEMO_MAX = 20_000;

/** Remembers the URLs signed in the current window of each TTL; a new window forgets the old. */
export class SignedUrlMemo {
  readonly #byWindow = new Map<string, { start: number; urls: Map<string, string> }>();

  async get(
    parts: { key: string; ttlMs: number; download?: string },
    window: SigningWindow,
    sign: () => Promise<string> | string,
  ): Promise<string> {
    if (parts.ttlMs < MIN_WINDOWED_TTL_MS) return sign();
    const windowKey = `${parts.ttlMs}`;
    let entry = this.#byWindow.get(windowKey);
    if (!entry || entry.start !== window.start || entry.urls.size >= MEMO_MAX) {
      entry = { start: window.start, urls: new Map() };
      this.#byWindow.set(windowKey, entry);
    }
    const urlKey = parts.download === undefined ? parts.key : `${parts.key}\0${parts.download}`;
    const known = entry.urls.get(urlKey);
    if (known !== undefined) return known;
    const url = await sign();
    entry.urls.set(urlKey, url);
    return url;
  }
}
