import { AUTH_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { diagnoseKey } from './get-diagnose';

/** Rotates the session cookies now (the auth diagnose page's Refresh button). */
export function refreshSession() {
  return api(AUTH_ENDPOINTS.refresh);
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: diagnoseKey }),
  });
}
