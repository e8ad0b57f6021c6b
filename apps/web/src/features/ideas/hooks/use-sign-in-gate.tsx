import { createContext, type ReactNode, useContext } from 'react';
import { useAuth } from '@/lib/auth';

/** Shows the app's 'Restricted Access' popup; the page that composes the feature provides it. */
type OnRestricted = (trigger: HTMLElement | null) => void;

const RestrictedContext = createContext<OnRestricted>(() => undefined);

export function RestrictedProvider({
  onRestricted,
  children,
}: {
  onRestricted: OnRestricted;
  children: ReactNode;
}) {
  return <RestrictedContext value={onRestricted}>{children}</RestrictedContext>;
}

/**
 * `gate(trigger)` is true when someone is signed in; otherwise it opens the Restricted Access
 * popup (focus returns to `trigger`) and is false.
 */
export function useSignInGate() {
  const { status } = useAuth();
  const onRestricted = useContext(RestrictedContext);
  const signedIn = status === 'signed_in';
  return {
    signedIn,
    gate: (trigger: HTMLElement | null) => {
      if (signedIn) return true;
      onRestricted(trigger);
      return false;
    },
  };
}
