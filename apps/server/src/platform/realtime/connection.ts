import {
  CONTROL_CHARACTER,
  REALTIME,
  type RealtimeClientFrame,
  RealtimeClientFrameSchema,
} from '@ibh/contract';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { findControlCharacter } from '../text-input.ts';
import type { RealtimeClient } from './client.ts';
import type { Realtime } from './realtime.ts';

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

type Parsed = { frame: RealtimeClientFrame } | { error: 'E_INVALID_INPUT' | 'E_PAYLOAD_TOO_LARGE' };

function parseFrame(data: RawData, isBinary: boolean): Parsed {
  if (isBinary) return { error: 'E_INVALID_INPUT' };
  if (frameBytes(data) > REALTIME.maxClientFrameBytes) return { error: 'E_PAYLOAD_TOO_LARGE' };
  let json: unknown;
  try {
    json = JSON.parse(frameText(data));
  } catch {
    return { error: 'E_INVALID_INPUT' };
  }
  if (findControlCharacter(json, 'frame', CONTROL_CHARACTER) !== null) return { error: 'E_INVALID_INPUT' };
  const parsed = RealtimeClientFrameSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { error: 'E_INVALID_INPUT' };
}

async function handleFrame(realtime: Realtime, client: RealtimeClient, frame: RealtimeClientFrame) {
  const { topic } = frame;
  if (frame.type === 'unsubscribe') {
    realtime.unsubscribe(client, topic);
    client.send({ type: 'unsubscribed', topic });
    return;
  }
  if (!(await realtime.authorizeFresh(client.userId, topic))) {
    client.sendError('E_NOT_AUTHORIZED', topic);
    return;
  }
  if (client.socket.readyState !== client.socket.OPEN) return;
  if (!realtime.subscribe(client, topic)) {
    client.sendError('E_LIMIT_EXCEEDED', topic);
    return;
  }
  client.send({ type: 'subscribed', topic });
}

/**
 * Runs the protocol of one socket: authenticate (close 4401 when nobody), send `ready`,
 * then handle subscribe / unsubscribe frames one at a time, in the order they came.
 * Frames sent before authentication finished wait for it.
 */
export function serveSocket(realtime: Realtime, socket: WebSocket, request: FastifyRequest): void {
  let client: RealtimeClient | undefined;
  let pending = 0;
  let queue = realtime
    .authenticate(request)
    .then(async (identity) => {
      if (socket.readyState !== socket.OPEN) return;
      if (!identity) {
        socket.close(REALTIME.closeCodes.unauthenticated, 'unauthenticated');
        return;
      }
      client = realtime.attach(socket, identity.userId, identity.sessionId);
      // Checked once attached: a session ended before this read is refused here, one ended after
      // it announces itself to the attached socket, so no sign-out slips between the two.
      if (identity.sessionId && !(await realtime.sessionLive(identity.sessionId))) {
        socket.close(REALTIME.closeCodes.sessionEnded, 'session ended');
        return;
      }
      client.send({ type: 'ready', userId: identity.userId });
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'realtime authentication failed');
      socket.close(REALTIME.closeCodes.internalError, 'internal error');
    });

  socket.on('message', (data, isBinary) => {
    pending += 1;
    if (pending > REALTIME.maxPendingFrames) {
      socket.close(REALTIME.closeCodes.policyViolation, 'too many frames');
      return;
    }
    const parsed = parseFrame(data, isBinary);
    queue = queue
      .then(async () => {
        if (!client) return;
        if ('error' in parsed) client.sendError(parsed.error);
        else await handleFrame(realtime, client, parsed.frame);
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'realtime frame failed');
        client?.sendError('E_INTERNAL');
      })
      .finally(() => {
        pending -= 1;
      });
  });
}
