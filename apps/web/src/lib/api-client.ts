import {
  type AnySchema,
  AUTH_ENDPOINTS,
  AUTH_NO_REFRESH_ENDPOINTS,
  CLIENT_HEADER,
  CSRF,
  type EndpointBodyInput,
  type EndpointDefinition,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResponse,
  endpointPath,
  isRawBody,
  successSchema,
} from '@ibh/contract';
import { apiBaseUrl } from './api-base';
import { ApiRequestError, errorFromResponse } from './api-error';

export { ApiRequestError, isApiRequestError } from './api-error';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

interface RequestOptions {
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  query?: QueryParams;
  /** Validates the answer; null for an endpoint that answers nothing (204). */
  schema: AnySchema | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function buildUrl(path: string, query?: QueryParams, base: string = apiBaseUrl()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

function buildHeaders(method: Method, body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers(extra);
  headers.set('accept', 'application/json');
  headers.set(CLIENT_HEADER.name, CLIENT_HEADER.value);
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const csrf = method === 'GET' ? undefined : readCookie(CSRF.cookie);
  if (csrf) headers.set(CSRF.header, csrf);
  return headers;
}

function parseJson(text: string, status: number): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiRequestError({ code: 'E_INTERNAL', status });
  }
}

/** How a request reaches the API: the browser's fetch, or the server's own answer while it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used by the server-rendering entry (entry-server.tsx) only; the browser keeps fetch. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** One fetch; resolves with the answer checked by `schema` (a malformed answer is E_INTERNAL). */
async function send(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  const { body, query, schema, signal, headers } = options;
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      credentials: 'include',
      headers: buildHeaders(method, body, headers),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 });
  }
  if (!response.ok) throw await errorFromResponse(response);
  if (response.status === 204 || schema === null) return undefined;
  const data = parseJson(await response.text(), response.status);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError({ code: 'E_INTERNAL', status: response.status });
  }
  return parsed.data;
}

/** What the session layer (AuthProvider) tells the client, so a lost session can end the app's sign-in. */
export interface SessionHooks {
  /** Whether the app currently believes someone is signed in. */
  isSignedIn: () => boolean;
  /** The refresh token was refused while signed in: sign out locally, clear the cache, reload. */
  onSessionLost: () => void;
}

let sessionHooks: SessionHooks | null = null;

/** Installs the session hooks; returns a function that removes them again. */
export function setSessionHooks(hooks: SessionHooks): () => void {
  sessionHooks = hooks;
  return () => {
    if (sessionHooks === hooks) sessionHooks = null;
  };
}

/**
 * Auth endpoints that start, end or stand in for a session: a 401 from them is an answer, not an
 * expired access token, so they are never refreshed and retried.
 */
const NO_REFRESH: ReadonlySet<string> = new Set(AUTH_NO_REFRESH_ENDPOINTS.map((endpoint) => endpoint.path));

function isUnauthenticated(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401 && error.code === 'E_UNAUTHENTICATED';
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s share it. Resolves whether the session was renewed. */
export function refreshSessionOnce(): Promise<boolean> {
  const { refresh } = AUTH_ENDPOINTS;
  refreshing ??= send(refresh.method, refresh.path, { schema: successSchema(refresh) })
    .then(() => true)
    .catch((error: unknown) => {
      if (isUnauthenticated(error) && sessionHooks?.isSignedIn()) sessionHooks.onSessionLost();
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A call, and after a 401 E_UNAUTHENTICATED one refresh of the session and one retry. */
async function request(method: Method, path: string, options: RequestOptions): Promise<unknown> {
  try {
    return await send(method, path, options);
  } catch (error) {
    if (!isUnauthenticated(error) || NO_REFRESH.has(path) || options.signal?.aborted) throw error;
    if (!(await refreshSessionOnce())) throw error;
    return send(method, path, options);
  }
}

/** What a call of endpoint E takes: path params and a body exactly when it declares them. */
export type CallOptions<E extends EndpointDefinition> = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
} & (E['params'] extends AnySchema ? { params: EndpointParamsInput<E> } : { params?: undefined }) &
  (E['query'] extends AnySchema ? { query?: EndpointQueryInput<E> } : { query?: undefined }) &
  (E['body'] extends AnySchema ? { body: EndpointBodyInput<E> } : { body?: undefined });

type CallArgs<E extends EndpointDefinition> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint of the contract: the path is built from its params, the answer is checked by
 * its success schema (a malformed answer is E_INTERNAL) and typed by it. Uploads (raw bodies) go
 * through `lib/upload.ts` instead, for their progress.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  if (isRawBody(endpoint.body)) throw new Error(`${endpoint.path} is an upload: use lib/upload.ts`);
  const { params, query, body, signal, headers } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const answer = request(endpoint.method, endpointPath(endpoint, params), {
    body,
    query,
    signal,
    headers,
    schema: successSchema(endpoint),
  });
  // Checked by the endpoint's own success schema above, so it has the endpoint's answer type.
  return answer as Promise<EndpointResponse<E>>;
}

/** Typed fetch wrapper for the IBH API: cookies, client header, CSRF and coded errors. */
export const api = callEndpoint;
