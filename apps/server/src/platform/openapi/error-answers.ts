import { ApiErrorSchema, type EndpointDefinition, ERRORS, endpointErrorsByStatus } from '@ibh/contract';
import { responseJsonSchema } from '../serializer.ts';
import type { ApiRoute } from './api-routes.ts';

/** The part of an OpenAPI 3.1 document this step reads and writes. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}
type OpenApiOperation = { responses?: Record<string, unknown> };

export const API_ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

/** `/api/ideas/:id` as @fastify/swagger writes it: `/api/ideas/{id}`, a wildcard `{*}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}');
}

/** A route registered without a descriptor (stored files, images) serves anyone. */
function descriptorOf(route: ApiRoute): Pick<EndpointDefinition, 'method' | 'path' | 'auth' | 'errors'> {
  return (
    route.endpoint ?? {
      method: route.method as EndpointDefinition['method'],
      path: route.url,
      auth: 'public',
    }
  );
}

/**
 * Adds every operation's coded error answers to the document: the shared ApiError schema once
 * under components, and per operation each status it can refuse with, the codes listed in the
 * description and in `x-error-codes` (derived from the descriptor: contract endpoint-errors.ts).
 */
export function documentErrorAnswers<D extends object>(document: D, routes: readonly ApiRoute[]): D {
  const doc = document as OpenApiDocument;
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ApiError: responseJsonSchema(ApiErrorSchema) },
  };
  for (const route of routes) {
    if (route.hidden) continue;
    const operation = doc.paths?.[openApiPath(route.url)]?.[route.method.toLowerCase()] as
      | OpenApiOperation
      | undefined;
    if (!operation) continue;
    const responses = { ...operation.responses };
    for (const [status, codes] of endpointErrorsByStatus(descriptorOf(route), { csrf: route.csrf })) {
      // A status the descriptor answers with its own schema (health's 503) keeps it.
      if (responses[String(status)] !== undefined) continue;
      responses[String(status)] = {
        description: codes.map((code) => `${code}: ${ERRORS[code].message}`).join('\n'),
        content: { 'application/json': { schema: { $ref: API_ERROR_SCHEMA_REF } } },
        'x-error-codes': codes,
      };
    }
    operation.responses = responses;
  }
  return document;
}
