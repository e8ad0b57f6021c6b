import { ADMIN_CONSOLE_ENDPOINTS } from '@ibh/contract';
import { useQuery } from '@tanstack/react-query';
import { api, isApiRequestError } from './api-client';
import { useAuth } from './auth';

export const adminAccessKey = (userId: string | undefined) =>
  ['admin', 'access', userId ?? 'anonymous'] as const;

/** Whether an error is the server's "not an admin" (signed out or not in admins). */
export function isRefused(error: unknown): boolean {
  return isApiRequestError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Asks the server whether the signed-in user is an admin (GET /api/admin/access): the one source
 * of truth, never the client's copy of the session. A refusal is an answer and is not retried.
 */
export function useAdminAccess() {
  const { status, user } = useAuth();
  const query = useQuery({
    queryKey: adminAccessKey(user?.id),
    queryFn: ({ signal }) => api(ADMIN_CONSOLE_ENDPOINTS.access, { signal }),
    enabled: status !== 'pending' && Boolean(user),
    retry: (count, error) => !isRefused(error) && count < 1,
    staleTime: 0,
  });
  const state: 'checking' | 'allowed' | 'refused' | 'second-factor' | 'error' =
    status === 'pending' || (user && query.isPending)
      ? 'checking'
      : isApiRequestError(query.error) && query.error.code === 'E_SECOND_FACTOR_REQUIRED'
        ? 'second-factor'
        : !user || isRefused(query.error)
          ? 'refused'
          : query.isError
            ? 'error'
            : 'allowed';
  return { state, retry: () => void query.refetch() };
}
