import { AUTH_ENDPOINTS, type ChangePasswordRequest } from '@ibh/contract';
import { api } from './api-client';

/**
 * The password endpoints two features call (the /change-password page and the profile editor's
 * dialog), in one place since features never import each other.
 */

/** Sets a new password; the server ends every session of the person. */
export function changePassword(body: ChangePasswordRequest) {
  return api(AUTH_ENDPOINTS.changePassword, { body });
}

/** Whether `password` is the signed-in person's current password. */
export async function verifyCurrentPassword(password: string): Promise<boolean> {
  return (await api(AUTH_ENDPOINTS.verifyPassword, { body: { password } })).ok;
}
