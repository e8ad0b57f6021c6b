import { TELEMETRY_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { trackEvent } from './record-telemetry.ts';

export function telemetryRoutes(app: FastifyInstance) {
  route(app, E.record, async (request) => {
    await trackEvent(app.ctx, requireUser(request).id, request.body);
    return { ok: true as const };
  });
}
