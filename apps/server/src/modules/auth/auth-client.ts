import type { IssuedTokens } from '../../platform/auth/cookies.ts';
import type { RequestUser } from '../../platform/auth/session.ts';

/** Where an auth action writes its "auth event" log lines (any pino-style logger fits). */
export interface AuthLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * What an auth action knows about the browser asking: plain data the route reads from the
 * request (address, user agent, the cookies it presented, who its access cookie belongs to).
 * Actions never see the framework's request or reply.
 */
export interface AuthClient {
  ip: string;
  userAgent: string | null;
  /** The signed-in person behind a live access cookie, if any. */
  user: RequestUser | null;
  /** The refresh cookie presented, if any. */
  refreshToken: string | undefined;
  /** The recovery-session cookie presented, if any. */
  recoveryToken: string | undefined;
  /** The pending-login cookie (a sign-in waiting for its second factor), if any. */
  pendingLoginToken: string | undefined;
  /** The double-submit CSRF cookie presented, if any. */
  csrfToken: string | undefined;
  log: AuthLog;
}

/**
 * What an auth action answers: the response body and what the route must do with cookies.
 * Cookies are applied in a fixed order: clear recovery, clear session, set session, set
 * recovery, ensure the CSRF cookie.
 */
export interface AuthResult<T> {
  body: T;
  /** Fresh session tokens: set the session cookies. */
  session?: IssuedTokens;
  /** End the browser's session: clear the session cookies. */
  clearSession?: boolean;
  /** A new recovery session: set the recovery cookie. */
  recoveryToken?: string;
  clearRecovery?: boolean;
  /** A sign-in waiting for its second factor: set the pending-login cookie. */
  pendingLogin?: string;
  clearPendingLogin?: boolean;
  /** Make sure the page holds a CSRF cookie (signed in, or about to post). */
  csrf?: boolean;
}
