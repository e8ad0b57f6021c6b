import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionAuthenticator } from './session-authenticator.ts';

const requestFrom = (remoteAddress: string, testUser: string) =>
  ({ user: null, query: { testUser }, raw: { socket: { remoteAddress } } }) as unknown as FastifyRequest;

describe('test identities (NODE_ENV=test)', () => {
  const authenticate = sessionAuthenticator({ env: 'test' });

  it('are accepted from this machine only', async () => {
    const userId = randomUUID();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(await authenticate(requestFrom(address, userId)), address).toEqual({ userId });
    for (const address of ['10.0.0.7', '203.0.113.9', '::ffff:192.168.1.2', '2001:db8::1'])
      expect(await authenticate(requestFrom(address, userId)), address).toBeNull();
  });
});
