import { AUTH_API, type VerifyCodeRequest, VerifyCodeResponseSchema } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Checks an emailed code: signs in (signup, login) or opens a recovery session (recovery). */
export function verifyCode(body: VerifyCodeRequest) {
  return api.post(AUTH_API.verifyCode, { body, schema: VerifyCodeResponseSchema });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
