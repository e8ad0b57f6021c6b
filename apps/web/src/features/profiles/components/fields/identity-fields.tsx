import { PROFILE_FIELD_TEXT, PROFILE_LIMITS } from '@ibh/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';

type IdentityKey = 'fullName' | 'displayName' | 'tagline' | 'bio';

/** Full name and display name side by side, then tagline and bio across both columns. */
export function IdentityFields({
  register,
  errors,
  displayNameHint,
}: {
  register: (key: IdentityKey) => UseFormRegisterReturn<IdentityKey>;
  /** The form's errors (react-hook-form's formState.errors). */
  errors: Partial<Record<IdentityKey, { message?: string } | undefined>>;
  /** Under the display name (the editor explains where it shows). */
  displayNameHint?: string;
}) {
  return (
    <>
      <TextField
        label={PROFILE_FIELD_TEXT.fullName}
        autoComplete="name"
        maxLength={PROFILE_LIMITS.name}
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        label={PROFILE_FIELD_TEXT.displayName}
        hint={displayNameHint}
        autoComplete="nickname"
        maxLength={PROFILE_LIMITS.name}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <TextField
        className="sm:col-span-2"
        label={PROFILE_FIELD_TEXT.tagline}
        placeholder={PROFILE_FIELD_TEXT.taglinePlaceholder}
        maxLength={PROFILE_LIMITS.tagline}
        error={errors.tagline?.message}
        {...register('tagline')}
      />
      <TextareaField
        className="sm:col-span-2"
        label={PROFILE_FIELD_TEXT.bio}
        maxLength={PROFILE_LIMITS.bio}
        error={errors.bio?.message}
        {...register('bio')}
      />
    </>
  );
}
