import { OkSchema, PROFILE_API, TelemetryRequestSchema } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/session.ts';
import { trackEvent } from './record-telemetry.ts';

export async function telemetryRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    PROFILE_API.telemetry,
    {
      schema: {
        tags: ['telemetry'],
        summary: 'Record a product analytics event',
        body: TelemetryRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await trackEvent(app.ctx, requireUser(request).id, request.body);
      return { ok: true as const };
    },
  );
}
