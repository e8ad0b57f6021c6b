import { RealtimeTopicSchema } from '@ibh/contract';
import * as z from 'zod';

/**
 * Control messages: what the server processes tell each other about sessions and access,
 * on the realtime channel (so they arrive in commit order with the events they concern).
 * The session and user kinds come from database triggers (migration 0010_session_signals);
 * `access.revoked` from the code that takes access away (Realtime.revokeAccess). They travel
 * with sendControlMessage (wire.ts).
 *
 * - session.ended: revoked or deleted; its sockets close, every process forgets it.
 * - session.changed: a new access token (refresh); the old one is forgotten.
 * - user.changed: email, name, role or admin rights changed; cached sessions of the user are forgotten.
 * - user.deleted: the account is gone; every socket of the user closes.
 * - access.revoked: the user lost access to a topic (or, without one, possibly to any): each
 *   subscription of the user is authorized again and dropped when refused.
 * - pages.changed: what the pages at these paths show to visitors without a session changed; each
 *   process drops its cached copies of them (platform/page-cache.ts). Sent by database triggers
 *   (migration 0032_page_cache), so no write path can forget it.
 */
export const ControlSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session.ended'), sessionId: z.string(), userId: z.string() }),
  z.object({ kind: z.literal('session.changed'), sessionId: z.string(), userId: z.string() }),
  z.object({ kind: z.literal('user.changed'), userId: z.string() }),
  z.object({ kind: z.literal('user.deleted'), userId: z.string() }),
  z.object({
    kind: z.literal('access.revoked'),
    userId: z.string(),
    topic: z.nullable(RealtimeTopicSchema),
  }),
  z.object({ kind: z.literal('pages.changed'), paths: z.array(z.string()).max(100) }),
]);
export type Control = z.infer<typeof ControlSchema>;

export const ControlMessageSchema = z.object({ ns: z.string(), control: ControlSchema });
export type ControlMessage = z.infer<typeof ControlMessageSchema>;
