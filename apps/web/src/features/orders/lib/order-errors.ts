import { isApiRequestError } from '@/lib/api-client';

/** 404 (or an id that is not one): 'Order Not Found' / 'Workroom Not Found'. */
export function isMissingOrder(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 404 || error.status === 400);
}

/** 403: the viewer is neither the buyer nor the professional. */
export function isForbidden(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 403;
}

/** The server's own words for a refusal it explains (4xx), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}

/** A fresh idempotency key (one per checkout form or payout click). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
