import { zodResolver } from '@hookform/resolvers/zod';
import { type MyProfile, normalizeUrl, PROFILE_LIMITS, PROFILE_TEXT, VERIFY_TEXT } from '@ibh/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UrlField } from '@/components/forms/url-field';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { EmailField } from '@/components/ui/email-field';
import { FormAlert } from '@/components/ui/form-alert';
import { isApiRequestError } from '@/lib/api-client';
import { useRequestVerification } from '../../api/request-verification';
import { toVerificationRequest, type VerifyFormValues, verifyFormSchema } from '../../lib/verify-form';
import { normalizeOnBlur } from '../fields/normalize-on-blur';

/** LinkedIn URL, show it publicly, optional organisation email; submit sets the request pending. */
export function VerifyForm({
  profile,
  onIdeaOwner,
  onSubmitted,
}: {
  profile: MyProfile;
  onIdeaOwner: () => void;
  onSubmitted: () => void;
}) {
  const submit = useRequestVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<VerifyFormValues>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: {
      linkedinUrl: profile.linkedinUrl ?? profile.linkedin ?? '',
      showPublicly: profile.linkedinPublic,
      orgEmail: profile.orgEmail ?? '',
    },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submit.mutateAsync(toVerificationRequest(values));
    } catch (error) {
      if (isApiRequestError(error) && error.message === PROFILE_TEXT.ideaOwnersCannotVerify) {
        onIdeaOwner();
        return;
      }
      const message = isApiRequestError(error) ? error.message : String(error);
      setFailure(`${PROFILE_TEXT.verificationFailedPrefix}${message}`);
      return;
    }
    onSubmitted();
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <UrlField
        label={VERIFY_TEXT.linkedinUrl}
        placeholder="https://www.linkedin.com/in/your-name"
        maxLength={PROFILE_LIMITS.url}
        error={errors.linkedinUrl?.message}
        {...normalizeOnBlur(register('linkedinUrl'), (value) => (value.trim() ? normalizeUrl(value) : ''))}
      />
      <CheckboxField label={VERIFY_TEXT.showPublicly} {...register('showPublicly')} />
      <EmailField
        label={VERIFY_TEXT.orgEmail}
        hint={VERIFY_TEXT.orgEmailHint}
        error={errors.orgEmail?.message}
        {...register('orgEmail')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        disabled={formState.isSubmitting}
        className="w-full sm:w-auto sm:self-start"
      >
        {formState.isSubmitting ? VERIFY_TEXT.submitting : VERIFY_TEXT.submit}
      </Button>
    </form>
  );
}
