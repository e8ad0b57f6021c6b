import { NEXT_PARAM, PATHS, SESSION_ENDED, STORAGE_KEYS } from '@ibh/contract';
import type { Location } from 'react-router';

/** Navigation state the login guard leaves for the login page. */
export interface FromState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Only same-site paths may be returned to; anything else falls back. */
export function safeReturnPath(value: string | null | undefined, fallback: string = PATHS.dashboard): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function pathOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * /login?next=<where the user was going>, which survives a full reload; with `ended`, also
 * &ended=1, so the sign-in page says the session ended (issue 26, item 12).
 */
export function loginPathFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  { ended = false }: { ended?: boolean } = {},
): string {
  const query = new URLSearchParams({ [NEXT_PARAM]: pathOf(location) });
  if (ended) query.set(SESSION_ENDED.param, '1');
  return `${PATHS.login}?${query}`;
}

/** Whether /login was opened because a session ended elsewhere (?ended=1). */
export function sessionEndedIn(search: string): boolean {
  return new URLSearchParams(search).get(SESSION_ENDED.param) === '1';
}

/** Pages where a user whose session ended is already where they should be. */
const SIGN_IN_PATHS: ReadonlySet<string> = new Set([PATHS.login, PATHS.signup]);

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.has(pathname);
}

export function isFromState(state: unknown): state is FromState {
  if (typeof state !== 'object' || state === null || !('from' in state)) return false;
  const from = state.from;
  return typeof from === 'object' && from !== null && 'pathname' in from && typeof from.pathname === 'string';
}

/** Where to go after signing in: navigation state first, then ?next=, then the dashboard. */
export function returnPathFrom(location: Pick<Location, 'search' | 'state'>): string {
  if (isFromState(location.state)) return safeReturnPath(pathOf(location.state.from));
  return safeReturnPath(new URLSearchParams(location.search).get(NEXT_PARAM));
}

/** Set while a password reset is under way, so a signed-in user may stay on /login. */
export function isPasswordResetPending(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEYS.passwordReset) !== null;
  } catch {
    return false;
  }
}

/** Marks (or clears) a password reset in progress for this tab. */
export function setPasswordResetPending(pending: boolean): void {
  try {
    if (pending) window.sessionStorage.setItem(STORAGE_KEYS.passwordReset, '1');
    else window.sessionStorage.removeItem(STORAGE_KEYS.passwordReset);
  } catch {
    // Storage can be off (private mode); the flag only keeps /login reachable while signed in.
  }
}

let signInFinishing = false;

/**
 * Set while a sign-in decides where to go (the session is read, then the profile): /login and
 * /signup wait instead of sending the new user to the dashboard, so one navigation happens, not a
 * dashboard flash followed by /complete-signup.
 */
export function isSignInFinishing(): boolean {
  return signInFinishing;
}

export function setSignInFinishing(finishing: boolean): void {
  signInFinishing = finishing;
}
