import type { SessionUser } from '@ibh/contract';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';

/** Query cache, session and the toast region, around the router. */
export function AppProviders({
  queryClient,
  initialUser,
  children,
}: {
  queryClient: QueryClient;
  /** The session a server-rendered page was rendered with (see AuthProvider). */
  initialUser?: SessionUser | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialUser={initialUser}>
        {children}
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
