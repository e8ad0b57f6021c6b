import { AUTH_ENDPOINTS, type ResetPasswordRequest } from '@ibh/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recoveryStatusKey = ['auth', 'recovery-status'] as const;

/** Whether this browser holds a recovery session (set by a recovery code or link). */
export function useRecoveryStatus() {
  return useQuery({
    queryKey: recoveryStatusKey,
    queryFn: ({ signal }) => api(AUTH_ENDPOINTS.recoveryStatus, { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** Sets the new password with the recovery session; every session of the user ends. */
export function resetPassword(body: ResetPasswordRequest) {
  return api(AUTH_ENDPOINTS.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
