import { randomUUID } from 'node:crypto';
import { HOME_REALTIME_EVENTS } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Resolves once this process has heard every NOTIFY committed before the call: a marker event is
 * published and awaited, and Postgres delivers notifications in commit order. Tests that read a
 * shared value right after writing through the database wait on this fact instead of on time.
 */
export async function feedCaughtUp(app: FastifyInstance): Promise<void> {
  const marker = `user:${randomUUID()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = app.ctx.realtime.onTopic((topic) => {
      if (topic === marker) resolve();
    });
  });
  try {
    await app.ctx.realtime.publish(marker, { type: HOME_REALTIME_EVENTS.pulseChanged, data: {} });
    await heard;
  } finally {
    stop();
  }
}
