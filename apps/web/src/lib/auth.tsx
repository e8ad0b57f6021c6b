import { AUTH_ENDPOINTS, type SessionUser } from '@ibh/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { api, isApiRequestError, setSessionHooks } from './api-client';
import { isSignInPath, loginPathFor } from './auth-redirect';
import { loadPage } from './reload';

export type AuthStatus = 'pending' | 'signed_in' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Reads the session again (after sign-in, sign-up or a profile change). */
  refresh: () => Promise<void>;
  /** Ends the session on the server, then forgets the user here. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

interface SessionRead {
  user: SessionUser | null;
  /** The browser held a session that has ended elsewhere (issue 26, item 12). */
  ended: boolean;
}

/** 401, 404 and an unreachable server all mean "nobody is signed in". */
async function fetchSession(): Promise<SessionRead> {
  try {
    const { user, ended } = await api(AUTH_ENDPOINTS.session);
    return { user, ended: ended === true };
  } catch (error) {
    const expected =
      isApiRequestError(error) &&
      (error.status === 401 || error.status === 404 || error.code === 'E_UNAVAILABLE');
    if (!expected) console.warn('[ibh] Could not read the session; continuing signed out.', error);
    return { user: null, ended: false };
  }
}

export async function fetchSessionUser(): Promise<SessionUser | null> {
  return (await fetchSession()).user;
}

/**
 * A session that ended elsewhere (logout on another device, a password change): whatever page
 * this is, the user goes to sign in with a note and comes back here afterwards (issue 26, item
 * 12), with a full load so nothing of the old session stays in memory.
 */
function goSignInAgain(): void {
  const { pathname, search, hash } = window.location;
  if (isSignInPath(pathname)) return;
  loadPage(loginPathFor({ pathname, search, hash }, { ended: true }));
}

/** The session read the entry starts before React renders (`startSessionRead`), taken once. */
let earlySessionRead: Promise<SessionRead> | null = null;

/**
 * Starts reading the session at once, so the request is on the wire while the first render and
 * the page's code load instead of after them; the AuthProvider's first read takes this answer.
 */
export function startSessionRead(): void {
  earlySessionRead ??= fetchSession();
}

function takeEarlySessionRead(): Promise<SessionRead> | null {
  const read = earlySessionRead;
  earlySessionRead = null;
  return read;
}

/**
 * `initialUser`: the session the server rendered the page with (undefined when it did not), so the
 * first render matches the server's HTML; the early read then confirms it.
 */
export function AuthProvider({
  children,
  initialUser,
}: {
  children: ReactNode;
  initialUser?: SessionUser | null;
}) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<{ status: AuthStatus; user: SessionUser | null }>(() =>
    initialUser === undefined
      ? { status: 'pending', user: null }
      : { status: initialUser ? 'signed_in' : 'anonymous', user: initialUser },
  );
  const lastUserId = useRef<string | null | undefined>(
    initialUser === undefined ? undefined : (initialUser?.id ?? null),
  );
  const started = useRef(false);
  const statusRef = useRef<AuthStatus>('pending');
  statusRef.current = session.status;

  const apply = useCallback(
    (user: SessionUser | null) => {
      const id = user?.id ?? null;
      // Cached queries belong to the previous user: drop them when the user changes.
      if (lastUserId.current !== undefined && lastUserId.current !== id) queryClient.clear();
      lastUserId.current = id;
      setSession({ status: user ? 'signed_in' : 'anonymous', user });
    },
    [queryClient],
  );

  /** A read that finds the session ended elsewhere goes to sign in instead of carrying on signed out. */
  const applyRead = useCallback(
    (read: SessionRead) => {
      if (read.ended && !isSignInPath(window.location.pathname)) {
        queryClient.clear();
        goSignInAgain();
        return;
      }
      apply(read.user);
    },
    [apply, queryClient],
  );

  const refresh = useCallback(async () => {
    applyRead(await fetchSession());
  }, [applyRead]);

  const signOut = useCallback(async () => {
    try {
      await api(AUTH_ENDPOINTS.logout);
    } catch (error) {
      console.warn('[ibh] Logout request failed; signing out locally.', error);
    }
    // Synchronously, so a login guard on the page being left reacts now and the caller's own
    // navigation afterwards (e.g. home after Logout) is the one that counts.
    flushSync(() => apply(null));
  }, [apply]);

  // An invalid refresh token signs the user out, clears the stored token and reloads (000 section 4):
  // onto the sign-in page with a note, which returns here afterwards (issue 26, item 12). Until
  // then the page waits ('pending') rather than showing its requests' 401s as "not found".
  useEffect(
    () =>
      setSessionHooks({
        isSignedIn: () => statusRef.current === 'signed_in',
        onSessionLost: () => {
          setSession({ status: 'pending', user: null });
          queryClient.clear();
          void api(AUTH_ENDPOINTS.logout)
            .catch(() => undefined)
            .finally(goSignInAgain);
        },
      }),
    [queryClient],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const early = takeEarlySessionRead();
    if (early) void early.then(applyRead);
    else void refresh();
  }, [refresh, applyRead]);

  const value = useMemo<AuthState>(() => ({ ...session, refresh, signOut }), [session, refresh, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
