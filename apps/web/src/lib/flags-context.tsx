import { createContext, type ReactNode, useContext } from 'react';
import { type Flags, flags as pageFlags } from './flags';

const FlagsContext = createContext<Flags>(pageFlags);

/** The flags the route tree was built with, for components that show or hide what they gate. */
export function FlagsProvider({ flags, children }: { flags: Flags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

/** The flags in effect: the page load's, or those given to the route tree (tests). */
export function useFlags(): Flags {
  return useContext(FlagsContext);
}
