import { AUTH_API, type ChangePasswordRequest, OkSchema } from '@ibh/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Changes the signed-in user's password; the server ends every session of the user. */
export function changePassword(body: ChangePasswordRequest) {
  return api.post(AUTH_API.changePassword, { body, schema: OkSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
