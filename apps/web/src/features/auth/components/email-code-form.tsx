import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_FORM_TEXT, type CodePurpose, type CodeSentResponse } from '@ibh/contract';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useSendCode } from '../api/send-code';
import { type EmailOnlyValues, emailOnlySchema } from '../lib/form-schemas';

export interface EmailCodeFormProps {
  purpose: CodePurpose;
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  submitLabel: string;
  /** The message for a failed send ('Failed to send reset code', the OTP variant…). */
  failureMessage: (error: unknown) => string;
  onSent: (email: string, sent: CodeSentResponse) => void;
  focusOnMount?: boolean;
}

/** Asks for the email and sends a code (login by code, password reset): 'Enter your email.' */
export function EmailCodeForm({
  purpose,
  defaultEmail,
  onEmailChange,
  submitLabel,
  failureMessage,
  onSent,
  focusOnMount = false,
}: EmailCodeFormProps) {
  const send = useSendCode();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail },
  });
  const email = useWatch({ control, name: 'email' });
  useEffect(() => onEmailChange(email), [email, onEmailChange]);
  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const sent = await send.mutateAsync({ email: values.email, purpose });
      onSent(values.email, sent);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <EmailField label={AUTH_FORM_TEXT.email} error={errors.email?.message} {...register('email')} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? AUTH_FORM_TEXT.sendingCode : submitLabel}
      </Button>
    </form>
  );
}
