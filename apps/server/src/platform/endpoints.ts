import {
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  isRawBody,
  successStatus,
} from '@ibh/contract';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { JsonText } from './serializer.ts';

/** The request a handler of endpoint E receives: params, query and body typed by its descriptor. */
export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * A handler returns the answer (sent with the endpoint's success status unless the handler set
 * another), the answer as JSON text (serializer.ts's JsonText), or the reply it already sent.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) =>
  | Promise<EndpointResponse<E> | JsonText<EndpointResponse<E>> | FastifyReply>
  | EndpointResponse<E>
  | JsonText<EndpointResponse<E>>
  | FastifyReply;

/** Per-route Fastify options an endpoint may add (hooks, limits, route config). */
export interface EndpointRouteOptions {
  config?: FastifyContextConfig;
  bodyLimit?: number;
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
}

/**
 * Registers the route of an endpoint descriptor from the contract. The module supplies only the
 * handler; method, path, schemas (validation, OpenAPI, serialisation) and the success status come
 * from the descriptor.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const status = successStatus(endpoint);
  const raw = isRawBody(endpoint.body);
  const jsonBody = endpoint.body !== undefined && !isRawBody(endpoint.body) ? endpoint.body : undefined;
  const takesNoJsonBody = jsonBody === undefined;
  const response = Object.fromEntries(
    Object.entries(endpoint.responses).filter((entry): entry is [string, NonNullable<(typeof entry)[1]>] =>
      Boolean(entry[1]),
    ),
  );
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, noBody: takesNoJsonBody || options.config?.noBody, endpoint },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(jsonBody ? { body: jsonBody } : {}),
      ...(raw && isRawBody(endpoint.body) ? { consumes: [...endpoint.body.raw] } : {}),
      response,
    },
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as EndpointRequest<E>, reply);
      if (result === reply || reply.sent) return reply;
      // A handler that chose a status (reply.status(503)) keeps it; otherwise the descriptor's.
      if (reply.statusCode === 200 && status !== 200) reply.status(status);
      if (status === 204 && reply.statusCode === 204) return reply.send();
      return result;
    },
  };
  app.route(routeOptions);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract descriptor this route was registered from (read by the response checker). */
    endpoint?: EndpointDefinition;
  }
}
