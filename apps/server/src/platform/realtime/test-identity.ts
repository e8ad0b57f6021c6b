import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppConfig } from '../config.ts';
import type { RealtimeAuthenticate } from './realtime.ts';

const TestIdentityQuerySchema = z.object({ testUser: z.uuid() });

/**
 * The authenticator until the accounts feature wires the session cookie: outside
 * production a socket may claim any user with `?testUser=<uuid>`; in production nobody
 * is authenticated.
 */
export function testIdentityAuthenticator(config: Pick<AppConfig, 'env'>): RealtimeAuthenticate {
  return async (request: FastifyRequest) => {
    if (config.env === 'production') return null;
    const parsed = TestIdentityQuerySchema.safeParse(request.query);
    return parsed.success ? { userId: parsed.data.testUser } : null;
  };
}
