import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';
import { sanitizeFilename } from './content-disposition.ts';
import { signingWindow } from './signing-window.ts';

export const FILES_ROUTE_PREFIX = '/api/files/';

export interface SignedUrlQuery {
  exp: number;
  sig: string;
  download?: string;
}

/** Encodes each key segment so the key survives the URL path intact. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/**
 * Signs and checks the local adapter's file URLs:
 * `/api/files/<key>?exp=<unix ms>&sig=<hmac-sha256 base64url>[&download=<name>]`.
 * The HMAC key is derived from SECRET_KEY so it differs from the cookie signing key.
 */
export class UrlSigner {
  readonly #hmacKey: Buffer;

  constructor(secretKey: string) {
    this.#hmacKey = createHmac('sha256', secretKey).update('ibh:storage:signed-url:v1').digest();
  }

  #signature(key: string, exp: number, download: string | undefined): Buffer {
    return createHmac('sha256', this.#hmacKey)
      .update(`${key}\n${exp}\n${download ?? ''}`)
      .digest();
  }

  /** Signs for the signing window of `now` (signing-window.ts): the same URL all window long. */
  url(key: string, options: { ttlMs: number; download?: string }, now = Date.now()): string {
    const exp = signingWindow(options.ttlMs, now).expiresAt;
    const download = options.download === undefined ? undefined : sanitizeFilename(options.download);
    const params = new URLSearchParams({
      exp: String(exp),
      sig: this.#signature(key, exp, download).toString('base64url'),
    });
    if (download !== undefined) params.set('download', download);
    return `${FILES_ROUTE_PREFIX}${encodeKeyPath(key)}?${params.toString()}`;
  }

  /** Throws 403 E_NOT_AUTHORIZED when the URL expired or its signature does not match. */
  verify(key: string, query: SignedUrlQuery, now = Date.now()): void {
    if (!Number.isSafeInteger(query.exp) || query.exp <= now) throw new AppError('E_NOT_AUTHORIZED');
    // Compared as text so only the one canonical base64url spelling is accepted.
    const expected = Buffer.from(this.#signature(key, query.exp, query.download).toString('base64url'));
    const given = Buffer.from(query.sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('E_NOT_AUTHORIZED');
    }
  }
}
