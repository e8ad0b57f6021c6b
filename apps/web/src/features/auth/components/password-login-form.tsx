import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FORM_TEXT, AUTH_TEXT, type SecondFactorMethod } from '@ibh/contract';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { isApiRequestError } from '@/lib/api-client';
import { useLogIn } from '../api/log-in';
import { type PasswordLoginValues, passwordLoginSchema } from '../lib/form-schemas';
import { textLinkClasses } from './auth-card';

interface Failure {
  message: string;
  unconfirmed: boolean;
}

function failureOf(error: unknown): Failure {
  if (!isApiRequestError(error)) return { message: AUTH_TEXT.unexpectedSignIn, unconfirmed: false };
  if (error.code === 'E_INVALID_CREDENTIALS')
    return { message: AUTH_TEXT.invalidCredentials, unconfirmed: false };
  if (error.code === 'E_EMAIL_NOT_CONFIRMED')
    return { message: AUTH_TEXT.confirmEmailFirst, unconfirmed: true };
  return { message: error.message, unconfirmed: false };
}

export interface PasswordLoginFormProps {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** The account exists but its email is not confirmed yet: offer a confirmation code. */
  onConfirmEmail: (email: string) => Promise<void>;
  onSignedIn: () => Promise<void>;
  /** The password was right and the account has a second factor: ask for it. */
  onSecondFactor: (methods: SecondFactorMethod[]) => void;
  /** Focus the password field on open (back from a reset, the email is known). */
  focusPassword?: boolean;
}

/** Login, password sub-mode: 'Email & password required.' once for both fields, server errors above the button. */
export function PasswordLoginForm({
  defaultEmail,
  onEmailChange,
  onForgotPassword,
  onConfirmEmail,
  onSignedIn,
  onSecondFactor,
  focusPassword = false,
}: PasswordLoginFormProps) {
  const alertId = useId();
  const login = useLogIn();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const email = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange(email), [email, onEmailChange]);
  useEffect(() => {
    if (focusPassword) setFocus('password');
  }, [focusPassword, setFocus]);

  // The spec's one message for either missing field shows once, above the button.
  const missing = AUTH_TEXT.emailPasswordRequired;
  const emailMissing = errors.email?.message === missing;
  const passwordMissing = errors.password?.message === missing;
  const formMessage = emailMissing || passwordMissing ? missing : failure?.message;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let answer: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      answer = await login.mutateAsync(values);
    } catch (error) {
      setFailure(failureOf(error));
      return;
    }
    if (answer.secondFactor) onSecondFactor(answer.secondFactor.methods);
    else await onSignedIn();
  });

  const confirm = async () => {
    setConfirming(true);
    try {
      await onConfirmEmail(getValues('email').trim());
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField
        label={AUTH_FORM_TEXT.email}
        error={emailMissing ? undefined : errors.email?.message}
        invalid={emailMissing}
        describedById={emailMissing ? alertId : undefined}
        {...register('email')}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={AUTH_FORM_TEXT.password}
          autoComplete="current-password"
          showLabel={AUTH_FORM_TEXT.showPassword}
          error={passwordMissing ? undefined : errors.password?.message}
          invalid={passwordMissing}
          describedById={passwordMissing ? alertId : undefined}
          {...register('password')}
        />
        <button type="button" onClick={onForgotPassword} className={`${textLinkClasses} self-end`}>
          {AUTH_FORM_TEXT.forgotPassword}
        </button>
      </div>
      {formMessage ? (
        <FormAlert
          id={alertId}
          action={
            failure?.unconfirmed && !emailMissing ? (
              <Button variant="secondary" onClick={confirm} disabled={confirming}>
                {confirming ? AUTH_FORM_TEXT.sendingCode : AUTH_FORM_TEXT.sendConfirmation}
              </Button>
            ) : undefined
          }
        >
          {formMessage}
        </FormAlert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? AUTH_FORM_TEXT.loggingIn : AUTH_FORM_TEXT.logIn}
      </Button>
    </form>
  );
}
