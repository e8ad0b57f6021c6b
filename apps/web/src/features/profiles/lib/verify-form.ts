import {
  AUTH_TEXT,
  isWebAddress,
  normalizeUrl,
  PROFILE_LIMITS,
  VERIFY_TEXT,
  type VerificationRequest,
} from '@ibh/contract';
import * as z from 'zod/mini';

/** LinkedIn URL required as a web address; organisation email optional but an email (000 section 5). */
export const verifyFormSchema = z.object({
  linkedinUrl: z.string().check(
    z.trim(),
    z.minLength(1, VERIFY_TEXT.linkedinRequired),
    z.maxLength(PROFILE_LIMITS.url),
    z.refine((value) => isWebAddress(normalizeUrl(value)), VERIFY_TEXT.linkedinInvalid),
  ),
  showPublicly: z.boolean(),
  orgEmail: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || z.email().safeParse(value).success, AUTH_TEXT.validEmail),
  ),
});
export type VerifyFormValues = z.input<typeof verifyFormSchema>;

export function toVerificationRequest(values: VerifyFormValues): VerificationRequest {
  const orgEmail = values.orgEmail.trim();
  return {
    linkedinUrl: normalizeUrl(values.linkedinUrl),
    showPublicly: values.showPublicly,
    ...(orgEmail ? { orgEmail } : {}),
  };
}
