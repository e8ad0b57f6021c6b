import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FORM_TEXT } from '@ibh/contract';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { type NewPasswordValues, newPasswordSchema } from '../lib/form-schemas';

export interface NewPasswordFormProps {
  /** The too-short message of this screen (000 section 5 words it per screen). */
  minMessage: string;
  submitLabel: string;
  /** The current password too, first (the change page; the reset pages have none to give). */
  askCurrent?: boolean;
  onSubmit: (password: string, current: string) => Promise<void>;
  /** A failure to show above the button, with an optional follow-up control. */
  failure?: string | null;
  failureAction?: ReactNode;
  focusOnMount?: boolean;
}

/** New password and confirmation ('Passwords do not match.'), for reset and change. */
export function NewPasswordForm({
  minMessage,
  submitLabel,
  askCurrent = false,
  onSubmit,
  failure,
  failureAction,
  focusOnMount = false,
}: NewPasswordFormProps) {
  const schema = useMemo(() => newPasswordSchema(minMessage, askCurrent), [minMessage, askCurrent]);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirm: '' },
  });
  useEffect(() => {
    if (focusOnMount) setFocus(askCurrent ? 'current' : 'password');
  }, [focusOnMount, setFocus, askCurrent]);

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSubmit(values.password, values.current ?? ''))}
      className="flex flex-col gap-4"
    >
      {askCurrent ? (
        <PasswordField
          label={AUTH_FORM_TEXT.currentPassword}
          autoComplete="current-password"
          showLabel={AUTH_FORM_TEXT.showPassword}
          error={errors.current?.message}
          {...register('current')}
        />
      ) : null}
      <PasswordField
        label={AUTH_FORM_TEXT.newPassword}
        autoComplete="new-password"
        showLabel={AUTH_FORM_TEXT.showPassword}
        hint={AUTH_FORM_TEXT.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={AUTH_FORM_TEXT.confirmPassword}
        autoComplete="new-password"
        showLabel={AUTH_FORM_TEXT.showPassword}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {failure ? <FormAlert action={failureAction}>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? AUTH_FORM_TEXT.savingPassword : submitLabel}
      </Button>
    </form>
  );
}
