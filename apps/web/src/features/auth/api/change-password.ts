import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@/lib/account-password';

/** Changes the signed-in user's password; the server ends every session of the user. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
