import websocket from '@fastify/websocket';
import { REQUEST } from '@ibh/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerHttpPlatform } from './platform/http.ts';
import { genReqId, loggerOptions } from './platform/logger.ts';
import { requireRouteSchemas } from './platform/route-schemas.ts';
import { registerWebApp } from './platform/web.ts';

export interface AppDependencies {
  database: Database;
}

/**
 * Builds the whole HTTP application without listening, so tests can drive it
 * with `app.inject()` and main.ts can listen on a port.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId,
    requestIdHeader: false,
    bodyLimit: REQUEST.bodyLimitBytes,
    trustProxy: config.isProduction,
  });

  const ctx: AppContext = { config, database: deps.database, db: deps.database.db };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  requireRouteSchemas(app);
  registerErrorHandler(app);

  await registerHttpPlatform(app, config);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(healthRoutes);
  await app.register(rolesRoutes);

  await registerWebApp(app, config);
  return app;
}
