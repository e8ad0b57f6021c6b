import * as z from 'zod/mini';
import { ERROR_CODES } from './errors.ts';

/** The WebSocket endpoint's numbers and close codes, shared by server and web client. */
export const REALTIME = {
  path: '/ws',
  /** The server pings every socket this often and drops one that missed the previous ping. */
  heartbeatMs: 25_000,
  /** Largest frame a client may send; larger ones get an E_PAYLOAD_TOO_LARGE error frame. */
  maxClientFrameBytes: 4096,
  /** Frames of one socket waiting for their (asynchronous) authorization before it is closed. */
  maxPendingFrames: 32,
  maxTopicLength: 200,
  maxTopicsPerSocket: 100,
  maxEventTypeLength: 100,
  /** A socket whose send buffer grows past this is too slow to keep up and is closed. */
  maxBufferedBytes: 1024 * 1024,
  /**
   * A client that reconnects catches up with `since` = its newest item's createdAt minus this, and
   * drops what it already holds by id: a row is dated when its transaction starts, so one that
   * committed after a newer-dated row (whose event the client did receive) is still fetched.
   */
  catchUpOverlapMs: 10_000,
  closeCodes: {
    goingAway: 1001,
    policyViolation: 1008,
    internalError: 1011,
    tryAgainLater: 1013,
    unauthenticated: 4401,
    forbiddenOrigin: 4403,
    /** The socket's session ended (sign-out, password change or reset, account deleted): do not retry. */
    sessionEnded: 4410,
  },
} as const;

/** `<prefix>:<id>`, e.g. `user:6f1c...`, `idea:42`. The prefix picks the authorizer. */
export const RealtimeTopicSchema = z
  .string()
  .check(z.maxLength(REALTIME.maxTopicLength), z.regex(/^[a-z][a-z0-9_-]*:[A-Za-z0-9_.:-]+$/));

export function topicPrefix(topic: string): string {
  const colon = topic.indexOf(':');
  return colon === -1 ? topic : topic.slice(0, colon);
}

/** Every signed-in socket is subscribed to its user's own topic. */
export const userTopic = (userId: string) => `user:${userId}`;

export const RealtimeEventSchema = z.object({
  type: z.string().check(z.minLength(1), z.maxLength(REALTIME.maxEventTypeLength)),
  data: z.unknown(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Client -> server frames. */
export const RealtimeClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: RealtimeTopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: RealtimeTopicSchema }),
]);
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrameSchema>;

/**
 * Server -> client frames. `subscribed` / `unsubscribed` acknowledge a client frame so the
 * client knows when a subscription is live; an `error` about a topic names it.
 */
export const RealtimeServerFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('event'), topic: z.string(), event: RealtimeEventSchema }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({
    type: z.literal('error'),
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    topic: z.optional(z.string()),
  }),
]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrameSchema>;
