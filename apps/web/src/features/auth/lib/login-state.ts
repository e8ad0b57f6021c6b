/** Navigation state other pages leave for /login: a message to show, or a sub-mode to open. */
export interface LoginState {
  authMessage?: string;
  loginMode?: 'otp-reset';
  /** Sent after a password change or reset: /login ends the session on arrival. */
  signOut?: boolean;
}

function asRecord(state: unknown): Record<string, unknown> | null {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
}

export function authMessageFrom(state: unknown): string | null {
  const message = asRecord(state)?.authMessage;
  return typeof message === 'string' && message ? message : null;
}

export function loginModeFrom(state: unknown): LoginState['loginMode'] | null {
  return asRecord(state)?.loginMode === 'otp-reset' ? 'otp-reset' : null;
}

export function signOutRequestedIn(state: unknown): boolean {
  return asRecord(state)?.signOut === true;
}
