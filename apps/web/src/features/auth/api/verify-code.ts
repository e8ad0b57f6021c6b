import { AUTH_ENDPOINTS, type VerifyCodeRequest } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Checks an emailed code: signs in (signup, login) or opens a recovery session (recovery). */
export function verifyCode(body: VerifyCodeRequest) {
  return api(AUTH_ENDPOINTS.verifyCode, { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
