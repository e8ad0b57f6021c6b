import { PROFILE_FIELD_TEXT } from '@ibh/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { UrlField } from '@/components/forms/url-field';
import { type LinkKind, normalizeLink } from '../../lib/links';
import { normalizeOnBlur } from './normalize-on-blur';

const LABELS: Record<LinkKind, string> = {
  website: PROFILE_FIELD_TEXT.website,
  linkedin: PROFILE_FIELD_TEXT.linkedin,
  calendly: PROFILE_FIELD_TEXT.calendly,
};
const PLACEHOLDERS: Record<LinkKind, string> = {
  website: 'example.com',
  linkedin: 'linkedin.com/in/your-name',
  calendly: 'calendly.com/your-name',
};

/** Website, LinkedIn and Calendly: normalised when they lose focus, each with its spec message. */
export function LinkFields({
  register,
  errors,
  maxLength,
  hint = PROFILE_FIELD_TEXT.urlHint,
}: {
  register: (kind: LinkKind) => UseFormRegisterReturn<LinkKind>;
  /** The form's errors (react-hook-form's formState.errors). */
  errors: Partial<Record<LinkKind, { message?: string } | undefined>>;
  maxLength: number;
  /** Under each field; null when the group says it once. */
  hint?: string | null;
}) {
  return (
    <>
      {(['website', 'linkedin', 'calendly'] as const).map((kind) => (
        <UrlField
          key={kind}
          label={LABELS[kind]}
          autoCorrect="off"
          placeholder={PLACEHOLDERS[kind]}
          hint={hint ?? undefined}
          maxLength={maxLength}
          error={errors[kind]?.message}
          {...normalizeOnBlur(register(kind), (value) => normalizeLink(kind, value))}
        />
      ))}
    </>
  );
}
