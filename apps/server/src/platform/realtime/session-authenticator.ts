import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppConfig } from '../config.ts';
import { fromLoopback } from '../loopback.ts';
import type { RealtimeAuthenticate } from './realtime.ts';

const TestIdentityQuerySchema = z.object({ testUser: z.uuid() });

/**
 * Sockets are the session's user (request.user, resolved from the access cookie).
 * Under NODE_ENV=test only, a socket from this machine (loopback) may instead claim a user
 * with `?testUser=<uuid>`, so multi-process tests need no sign-in.
 */
export function sessionAuthenticator(config: Pick<AppConfig, 'env'>): RealtimeAuthenticate {
  return async (request: FastifyRequest) => {
    if (request.user) return { userId: request.user.id, sessionId: request.user.sessionId };
    if (config.env !== 'test' || !fromLoopback(request)) return null;
    const parsed = TestIdentityQuerySchema.safeParse(request.query);
    return parsed.success ? { userId: parsed.data.testUser } : null;
  };
}
