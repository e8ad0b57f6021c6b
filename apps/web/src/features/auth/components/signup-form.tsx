import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FORM_TEXT, AUTH_TEXT, type CodeSentResponse } from '@ibh/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { isApiRequestError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { type SignupValues, signupSchema } from '../lib/form-schemas';
import { RoleSelect } from './role-select';

const FIELDS = ['fullName', 'email', 'password', 'role'] as const;
const isField = (name: string): name is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(name);

export interface SignupFormProps {
  defaultValues: SignupValues;
  onSent: (values: SignupValues, sent: CodeSentResponse) => void;
}

/** Sign-up form: submit stays disabled, saying why, until name, email, password and role are set. */
export function SignupForm({ defaultValues, onSent }: SignupFormProps) {
  const hintId = useId();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({ resolver: zodResolver(signupSchema), defaultValues });
  const values = useWatch({ control });
  const allSet = FIELDS.every((name) => (values[name] ?? '').trim() !== '');

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onSent(form, await signUp.mutateAsync(form));
    } catch (error) {
      if (!isApiRequestError(error)) return setFailure(AUTH_TEXT.unexpected);
      const fieldErrors = Object.entries(error.fields ?? {}).filter(([name]) => isField(name));
      for (const [name, messages] of fieldErrors) {
        if (isField(name)) setError(name, { message: messages[0] ?? error.message }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0) setFailure(error.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={AUTH_FORM_TEXT.fullName}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <EmailField label={AUTH_FORM_TEXT.email} error={errors.email?.message} {...register('email')} />
      <PasswordField
        label={AUTH_FORM_TEXT.password}
        autoComplete="new-password"
        showLabel={AUTH_FORM_TEXT.showPassword}
        hint={AUTH_FORM_TEXT.passwordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <RoleSelect error={errors.role?.message} selected={values.role ?? ''} {...register('role')} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!allSet || isSubmitting}
          aria-describedby={allSet ? undefined : hintId}
        >
          {isSubmitting ? AUTH_FORM_TEXT.creatingAccount : AUTH_FORM_TEXT.createAccount}
        </Button>
        {allSet ? null : (
          <p id={hintId} className="text-center text-xs text-ink-muted">
            {AUTH_TEXT.signupAllFields}
          </p>
        )}
      </div>
    </form>
  );
}
