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
