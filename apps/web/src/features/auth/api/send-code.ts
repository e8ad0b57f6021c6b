import { AUTH_ENDPOINTS, type SendCodeRequest } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Emails a 6-digit code (signup, login or recovery); 429 E_RATE_LIMITED during the cooldown. */
export function sendCode(body: SendCodeRequest) {
  return api(AUTH_ENDPOINTS.sendCode, { body });
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
