import { ADMIN_API_PREFIX } from './admin-console.ts';
import type { EndpointDefinition } from './endpoint.ts';
import { ERROR_CODES, ERRORS, type ErrorCode } from './errors.ts';

/** Who may call an endpoint: anyone, a signed-in person, or an admin (the console's paths). */
export type EndpointAccess = 'public' | 'session' | 'admin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The access an endpoint requires: the console's paths are the admins', the rest say (default: a session). */
export function endpointAccess(endpoint: Pick<EndpointDefinition, 'path' | 'auth'>): EndpointAccess {
  const { path } = endpoint;
  if (path === ADMIN_API_PREFIX || path.startsWith(`${ADMIN_API_PREFIX}/`)) return 'admin';
  return endpoint.auth ?? 'session';
}

/** What the server adds to a route beyond its descriptor (a signed webhook skips the CSRF check). */
export interface EndpointRouteFacts {
  readonly csrf?: boolean;
}

/**
 * The coded refusals an endpoint can answer, derived from its descriptor: every route may answer a
 * malformed address or input with 400 E_INVALID_INPUT and 503 E_UNAVAILABLE while the database is
 * down; a session endpoint answers the signed-out 401, the console answers others 403; a
 * state-changing method without a valid CSRF echo gets 403 E_CSRF and may be sent too large (413)
 * or an unknown content type (415); a path naming something (`:id`) answers 404 when it is not
 * there. The descriptor's own `errors` add the rest. Codes are listed in catalogue order.
 */
export function endpointErrorCodes(
  endpoint: Pick<EndpointDefinition, 'method' | 'path' | 'auth' | 'errors'>,
  facts: EndpointRouteFacts = {},
): ErrorCode[] {
  const codes = new Set<ErrorCode>(['E_INVALID_INPUT', 'E_UNAVAILABLE']);
  const access = endpointAccess(endpoint);
  if (access !== 'public') codes.add('E_UNAUTHENTICATED');
  if (access === 'admin') codes.add('E_NOT_AUTHORIZED');
  if (UNSAFE_METHODS.has(endpoint.method)) {
    if (facts.csrf !== false) codes.add('E_CSRF');
    codes.add('E_PAYLOAD_TOO_LARGE');
    codes.add('E_UNSUPPORTED_MEDIA');
  }
  if (/[:*]/.test(endpoint.path)) codes.add('E_NOT_FOUND');
  for (const code of endpoint.errors ?? []) codes.add(code);
  return ERROR_CODES.filter((code) => codes.has(code));
}

/** The same codes grouped by the status each answers with, statuses ascending. */
export function endpointErrorsByStatus(
  endpoint: Pick<EndpointDefinition, 'method' | 'path' | 'auth' | 'errors'>,
  facts: EndpointRouteFacts = {},
): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint, facts)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
