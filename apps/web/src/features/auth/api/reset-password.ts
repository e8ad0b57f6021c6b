import { AUTH_API, OkSchema, RecoveryStatusResponseSchema, type ResetPasswordRequest } from '@ibh/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recoveryStatusKey = ['auth', 'recovery-status'] as const;

/** Whether this browser holds a recovery session (set by a recovery code or link). */
export function useRecoveryStatus() {
  return useQuery({
    queryKey: recoveryStatusKey,
    queryFn: ({ signal }) =>
      api.get(AUTH_API.recoveryStatus, { schema: RecoveryStatusResponseSchema, signal }),
    staleTime: 0,
    retry: false,
  });
}

/** Sets the new password with the recovery session; every session of the user ends. */
export function resetPassword(body: ResetPasswordRequest) {
  return api.post(AUTH_API.resetPassword, { body, schema: OkSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
