import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { ApiRoutes } from './openapi/api-routes.ts';
import { documentErrorAnswers } from './openapi/error-answers.ts';
import { registerMethodNotAllowed } from './openapi/method-not-allowed.ts';
import { helmetOptions, securityHeaders } from './security-headers.ts';

/**
 * Security headers and the request id, compression, cookies, the OpenAPI document (with every
 * operation's error answers) and its browsable reference, and 405 for a known path's other methods.
 */
export async function registerHttpPlatform(app: FastifyInstance, config: AppConfig) {
  const routes = new ApiRoutes();
  routes.collect(app);
  const headers = securityHeaders(helmetOptions(config));
  // One synchronous hook for every answer's fixed headers and its request id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(cookie, { secret: config.secretKey });
  registerMethodNotAllowed(app, routes);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'IBH API',
        version: config.version,
        description: 'The proof-first network for startup ideas.',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? documentErrorAnswers(documentObject.openapiObject, routes.list())
        : documentObject.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
