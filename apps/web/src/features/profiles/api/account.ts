import {
  AUTH_API,
  type ChangePasswordRequest,
  OkSchema,
  PROFILE_ENDPOINTS,
  VerifyPasswordResponseSchema,
} from '@ibh/contract';
import { api } from '@/lib/api-client';

/** Whether `password` is the signed-in person's current password. */
export async function verifyCurrentPassword(password: string): Promise<boolean> {
  return (
    await api.post(AUTH_API.verifyPassword, { body: { password }, schema: VerifyPasswordResponseSchema })
  ).ok;
}

/** Sets a new password; the server ends every session of the person. */
export function changePassword(body: ChangePasswordRequest) {
  return api.post(AUTH_API.changePassword, { body, schema: OkSchema });
}

/** Deletes the account for real (the two-step dialog confirmed it). */
export function deleteAccount() {
  return api(PROFILE_ENDPOINTS.deleteAccount, { body: { confirm: true, hard: true } });
}
