import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH, AUTH_TEXT, PASSWORD_DIALOG_TEXT, PROFILE_TEXT, TOASTS } from '@ibh/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import * as z from 'zod/mini';
import { bindFields } from '@/components/forms/bind-fields';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { changePassword, verifyCurrentPassword } from '@/lib/account-password';
import { isApiRequestError } from '@/lib/api-client';
import { withDetail } from '@/lib/form-errors';
import { useSignOutToLogin } from '@/lib/sign-out-to-login';

/** The editor's password rules and messages (000 section 5). */
const schema = z
  .object({
    current: z.string().check(z.minLength(1, AUTH_TEXT.currentPasswordRequired)),
    password: z
      .string()
      .check(
        z.minLength(AUTH.passwordMin, AUTH_TEXT.newPasswordMin8),
        z.maxLength(AUTH.passwordMax, AUTH_TEXT.passwordTooLong),
      ),
    confirm: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirm, {
      message: AUTH_TEXT.newPasswordsDoNotMatch,
      path: ['confirm'],
    }),
  );
type Values = z.input<typeof schema>;

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, to take focus back. */
  returnFocus: () => HTMLElement | null;
}

/**
 * Change Password: the current password is checked first ('Current password is incorrect.'),
 * then the new one is set; every session ends, so the person goes to /login.
 */
export default function ChangePasswordDialog({ open, onOpenChange, returnFocus }: ChangePasswordDialogProps) {
  const signOutToLogin = useSignOutToLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  const field = bindFields({ register, formState });

  const onSubmit = handleSubmit(async ({ current, password }) => {
    setFailure(null);
    try {
      if (!(await verifyCurrentPassword(current))) {
        setError('current', { message: AUTH_TEXT.currentPasswordIncorrect }, { shouldFocus: true });
        return;
      }
      await changePassword({ currentPassword: current, password });
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'E_INVALID_CREDENTIALS') {
        setError('current', { message: AUTH_TEXT.currentPasswordIncorrect }, { shouldFocus: true });
      } else {
        setFailure(withDetail(PROFILE_TEXT.failedToUpdatePassword, error));
      }
      return;
    }
    toast.success(PROFILE_TEXT.passwordUpdatedRedirecting, { duration: TOASTS.profile });
    await signOutToLogin();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          setFailure(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={PASSWORD_DIALOG_TEXT.title}
        description={PASSWORD_DIALOG_TEXT.intro}
        returnFocus={returnFocus}
      >
        <form noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
          <PasswordField
            label={PASSWORD_DIALOG_TEXT.current}
            autoComplete="current-password"
            showLabel={PASSWORD_DIALOG_TEXT.show}
            {...field('current')}
          />
          <PasswordField
            label={PASSWORD_DIALOG_TEXT.next}
            autoComplete="new-password"
            showLabel={PASSWORD_DIALOG_TEXT.show}
            {...field('password')}
          />
          <PasswordField
            label={PASSWORD_DIALOG_TEXT.confirm}
            autoComplete="new-password"
            showLabel={PASSWORD_DIALOG_TEXT.show}
            {...field('confirm')}
          />
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{PASSWORD_DIALOG_TEXT.cancel}</Button>
            </DialogClose>
            <SubmitButton
              busy={formState.isSubmitting}
              label={PASSWORD_DIALOG_TEXT.submit}
              busyLabel={PASSWORD_DIALOG_TEXT.submitting}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
