import { AUTH_ENDPOINTS, type LoginRequest } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Password sign-in: 401 E_INVALID_CREDENTIALS, 403 E_EMAIL_NOT_CONFIRMED or 429 E_RATE_LIMITED on failure. */
export function logIn(body: LoginRequest) {
  return api(AUTH_ENDPOINTS.login, { body });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
