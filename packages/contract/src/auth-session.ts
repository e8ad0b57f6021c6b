/** Session lifetimes (documented in README): access part, idle and absolute limits of a session. */
export const SESSION_LIMITS = {
  accessTtlSeconds: 15 * 60,
  idleTimeoutSeconds: 7 * 24 * 60 * 60,
  absoluteTimeoutSeconds: 30 * 24 * 60 * 60,
  recoveryTtlSeconds: 15 * 60,
} as const;

export const AUTH_COOKIES = {
  access: 'ibh_session',
  refresh: 'ibh_refresh',
  recovery: 'ibh_recovery',
  /** A sign-in waiting for its second step (second-factor.ts). */
  pendingLogin: 'ibh_pending_login',
} as const;
