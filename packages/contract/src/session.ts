import * as z from 'zod/mini';

/** The signed-in user as the web app sees it (GET /api/auth/session). */
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  role: z.string(),
  isAdmin: z.boolean(),
  avatarUrl: z.nullable(z.string()),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** Body of GET /api/auth/session: `user` is null for an anonymous visitor. */
export const SessionResponseSchema = z.object({
  user: z.nullable(SessionUserSchema),
  /**
   * True when the browser still held a session that has ended elsewhere (logout on another
   * device, a password change, its time up): the app sends the user to sign in with a note
   * instead of quietly carrying on signed out (issue 26, item 12).
   */
  ended: z.optional(z.boolean()),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/**
 * Double-submit CSRF protection: the server sets a readable cookie and expects
 * its value back in a header on every state-changing request.
 */
export const CSRF = {
  cookie: 'ibh_csrf',
  header: 'x-csrf-token',
} as const;

/**
 * A session that ended elsewhere (logout on another device, a password change, its time up): the
 * app sends the user to sign in with this note, whatever page they were on (issue 26, item 12).
 * `param` marks /login?ended=1 so the note survives the reload that clears the app's memory.
 */
export const SESSION_ENDED = {
  param: 'ended',
  note: 'Your session has ended. Sign in again to continue where you left off.',
} as const;
