import { AUTH_TEXT } from '@ibh/contract';
import { useState } from 'react';
import { isApiRequestError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

/** A failed reset: its message, and whether the recovery session is gone (start over). */
export interface ResetFailure {
  message: string;
  expired: boolean;
}

function resetFailure(error: unknown, fallback: string): ResetFailure {
  if (isApiRequestError(error) && error.status === 401)
    return { message: AUTH_TEXT.recoveryNotFound, expired: true };
  if (isApiRequestError(error) && error.code === 'E_INVALID_INPUT')
    return { message: error.message, expired: false };
  return { message: fallback, expired: false };
}

/**
 * The set step of a password reset: `submit` saves the new password of the recovery session, then
 * runs `onReset`; a refusal is kept in `failure` (`fallback` when the server gives no reason).
 */
export function useSetNewPassword(fallback: string, onReset: () => Promise<void> | void) {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const submit = async (password: string) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ password });
    } catch (error) {
      setFailure(resetFailure(error, fallback));
      return;
    }
    await onReset();
  };
  return { failure, setFailure, submit };
}
