import { MESSAGE_TEXT } from '@ibh/contract';
import { isApiRequestError } from '@/lib/api-client';

/**
 * What to tell someone whose message did not go out: the spec's words for a lost session
 * (001 section 8.3), the block notice, the field's own message for refused input, the
 * server's words for other refusals (4xx), else `fallback`.
 */
export function sendErrorText(error: unknown, fallback: string): string {
  if (!isApiRequestError(error)) return fallback;
  if (error.code === 'E_UNAUTHENTICATED') return MESSAGE_TEXT.notLoggedIn;
  if (error.code === 'E_NOT_AUTHORIZED') return MESSAGE_TEXT.blockedYou;
  const field = Object.values(error.fields ?? {})
    .flat()
    .find(Boolean);
  if (field) return field;
  if (error.status >= 400 && error.status < 500 && error.code !== 'E_INTERNAL') return error.message;
  return fallback;
}

/** Loading failures: a lost session in the spec's words, otherwise `fallback`. */
export function loadErrorText(error: unknown, fallback: string): string {
  if (isApiRequestError(error) && error.code === 'E_UNAUTHENTICATED') return MESSAGE_TEXT.notLoggedIn;
  if (isApiRequestError(error) && error.code === 'E_NOT_FOUND') return error.message;
  return fallback;
}
