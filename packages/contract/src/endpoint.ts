import type * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';

/**
 * One API endpoint, described once and shared by both sides: the server registers its route from
 * it (apps/server/src/platform/endpoints.ts) and the web calls it with `api(endpoint, ...)`
 * (apps/web/src/lib/api-client.ts), so method, path, inputs and answers cannot drift apart.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod schema of any kind (zod/mini or classic: both share the core type). */
export type AnySchema = z.ZodMiniType;

/** A raw request body (an upload): the listed content types, read by the handler, checked by content. */
export interface RawBody {
  readonly raw: readonly string[];
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify-style path: `/api/ideas/:ideaId/comments`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  /** JSON body schema, a raw upload, or absent when the endpoint takes no body. */
  readonly body?: AnySchema | RawBody;
  /** Answers by status; `null` for an empty answer (204). */
  readonly responses: { readonly [status: number]: AnySchema | null };
  /**
   * Who may call it: 'session' (the default) answers 401 E_UNAUTHENTICATED to the signed-out;
   * 'public' serves anyone (a session may change what it shows). Paths under ADMIN_API_PREFIX
   * are the admin console's whatever this says (endpoint-errors.ts).
   */
  readonly auth?: EndpointAuth;
  /**
   * Coded refusals particular to this endpoint (E_SPRINT_NOT_ACTIVE, E_RATE_LIMITED...), beyond
   * those derived from its access, inputs and method; documented in /api/openapi.json by status.
   */
  readonly errors?: readonly ErrorCode[];
}

export type EndpointAuth = 'public' | 'session';

/** Declares an endpoint, keeping its literal types for inference. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type Output<S> = S extends AnySchema ? z.output<S> : undefined;
type Input<S> = S extends AnySchema ? z.input<S> : undefined;

/** The statuses an endpoint answers with success. */
export type EndpointSuccessStatus<E extends EndpointDefinition> = Extract<
  keyof E['responses'],
  SuccessStatus
>;

/** What a successful call returns (the union over its success statuses). */
export type EndpointResponse<E extends EndpointDefinition> = Output<E['responses'][EndpointSuccessStatus<E>]>;

/** Path parameters as the server sees them (parsed) and as the client sends them. */
export type EndpointParams<E extends EndpointDefinition> = Output<E['params']>;
export type EndpointParamsInput<E extends EndpointDefinition> = Input<E['params']>;

export type EndpointQuery<E extends EndpointDefinition> = Output<E['query']>;
export type EndpointQueryInput<E extends EndpointDefinition> = Input<E['query']>;

export type EndpointBody<E extends EndpointDefinition> = E['body'] extends AnySchema
  ? z.output<E['body']>
  : E['body'] extends RawBody
    ? Uint8Array
    : undefined;
export type EndpointBodyInput<E extends EndpointDefinition> = E['body'] extends AnySchema
  ? z.input<E['body']>
  : E['body'] extends RawBody
    ? Blob
    : undefined;

/** Whether the body is a raw upload rather than JSON. */
export function isRawBody(body: EndpointDefinition['body']): body is RawBody {
  return typeof body === 'object' && body !== null && 'raw' in body;
}

/** The success status an endpoint answers with when its handler does not choose another. */
export function successStatus(endpoint: EndpointDefinition): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  const first = statuses[0];
  if (first === undefined)
    throw new Error(`${endpoint.method} ${endpoint.path} declares no success response`);
  return first;
}

/** The success answer's schema (null when it answers 204 without a body). */
export function successSchema(endpoint: EndpointDefinition): AnySchema | null {
  return endpoint.responses[successStatus(endpoint)] ?? null;
}

/** The endpoint's path with its `:name` segments filled in (URL-encoded). */
export function endpointPath(endpoint: EndpointDefinition, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter '${name}'`);
    }
    return encodeURIComponent(String(value));
  });
}
