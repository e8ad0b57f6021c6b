import { isApiRequestError } from '@/lib/api-client';

/** The server's own words for a refusal it explains (4xx), else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
