import { AUTH_ENDPOINTS, type SignupRequest } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the account (unconfirmed) and emails a signup code; the answer never says whether it existed. */
export function signUp(body: SignupRequest) {
  return api(AUTH_ENDPOINTS.signup, { body });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
