import { SECOND_FACTOR_ENDPOINTS as E, type SecondFactorStatus } from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addPasskey } from '@/lib/webauthn';

export const secondFactorKey = ['auth', 'second-factor'] as const;

/** Settings → Security: the account's passkeys and authenticator app (GET /api/auth/second-factor). */
export function useSecondFactorStatus() {
  return useQuery({ queryKey: secondFactorKey, queryFn: ({ signal }) => api(E.status, { signal }) });
}

/** A mutation that reads the status again when it settles (and on success, `then`). */
function useChange<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKey }),
  });
}

export const useAddPasskey = () => useChange((name: string) => addPasskey(name));
export const useRemovePasskey = () =>
  useChange((passkeyId: string) => api(E.removePasskey, { params: { passkeyId } }));
export const useStartTotp = () => useMutation({ mutationFn: () => api(E.totpSetup) });
export const useConfirmTotp = () => useChange((code: string) => api(E.totpConfirm, { body: { code } }));
export const useDisableTotp = () => useChange((code: string) => api(E.totpDisable, { body: { code } }));
export const useRegenerateCodes = () =>
  useChange((code: string) => api(E.regenerateRecoveryCodes, { body: { code } }));

export type { SecondFactorStatus };
