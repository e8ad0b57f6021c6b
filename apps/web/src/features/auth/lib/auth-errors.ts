import { isApiRequestError } from '@/lib/api-client';

/** The server's message for a failed call, or `fallback` when the failure was not an API answer. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiRequestError(error) ? error.message : fallback;
}

/** The spec shows 'Code is invalid—try again' when the error mentions a code or invalidity. */
export function mentionsCode(message: string): boolean {
  return /code|invalid/i.test(message);
}
