import { isApiRequestError } from './api-client';

/**
 * The server's field messages, first message per field: keys come as 'body.calendly' (or
 * 'calendly') and are returned as 'calendly'. Empty when the failure carried none.
 */
export function serverFieldErrors(error: unknown): Array<[string, string]> {
  if (!isApiRequestError(error) || !error.fields) return [];
  const out: Array<[string, string]> = [];
  for (const [key, messages] of Object.entries(error.fields)) {
    const name = key.replace(/^(body|query|params)\./, '').split('.')[0] ?? key;
    const message = messages[0];
    if (message && !out.some(([field]) => field === name)) out.push([name, message]);
  }
  return out;
}

/** '[context] – message': the spec's wrapping of a failure with the server's words (000 section 8). */
export function withDetail(context: string, error: unknown): string {
  return isApiRequestError(error) && error.message && error.message !== context
    ? `${context} – ${error.message}`
    : context;
}
