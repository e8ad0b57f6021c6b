import {
  type CompleteProfileRequest,
  DEFAULT_COUNTRY,
  type MyProfile,
  PROFILE_FIELD_TEXT,
  PROFILE_LIMITS,
  PROFILE_TEXT,
} from '@ibh/contract';
import * as z from 'zod/mini';
import { type LinkKind, linkError, normalizeLink } from './links';
import { countryTimezone } from './location';

const LINKS: readonly LinkKind[] = ['website', 'linkedin', 'calendly'];
const max = (limit: number) => z.string().check(z.maxLength(limit, PROFILE_FIELD_TEXT.tooLong(limit)));

/** /complete-signup: the spec's three rules (000 section 5) plus the link rules of the editor. */
export const completeProfileSchema = z
  .object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, PROFILE_TEXT.fullNameRequired),
        z.maxLength(PROFILE_LIMITS.name, PROFILE_FIELD_TEXT.tooLong(PROFILE_LIMITS.name)),
      ),
    displayName: max(PROFILE_LIMITS.name),
    tagline: max(PROFILE_LIMITS.tagline),
    bio: max(PROFILE_LIMITS.bio),
    country: z.string().check(z.minLength(1, PROFILE_TEXT.countryRequired)),
    city: z.string(),
    timezone: z.string(),
    website: max(PROFILE_LIMITS.url),
    linkedin: max(PROFILE_LIMITS.url),
    calendly: max(PROFILE_LIMITS.url),
    termsAccepted: z.boolean().check(z.refine((v) => v, PROFILE_TEXT.acceptTerms)),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const kind of LINKS) {
        const message = linkError(kind, values[kind]);
        if (message) ctx.addIssue({ code: 'custom', message, path: [kind], input: values[kind] });
      }
    }),
  );
export type CompleteProfileValues = z.input<typeof completeProfileSchema>;

/** The form's starting values: what the profile has, the session's name, India as the country. */
export function completeProfileDefaults(
  profile: MyProfile | undefined,
  sessionName: string | null,
): CompleteProfileValues {
  const country = profile?.country || DEFAULT_COUNTRY;
  return {
    fullName: profile?.fullName ?? sessionName ?? '',
    displayName: profile?.displayName ?? '',
    tagline: profile?.tagline ?? '',
    bio: profile?.bio ?? '',
    country,
    city: profile?.city ?? '',
    timezone: profile?.timezone || countryTimezone(country),
    website: profile?.website ?? '',
    linkedin: profile?.linkedin ?? '',
    calendly: profile?.calendly ?? '',
    termsAccepted: false,
  };
}

const optional = (value: string) => {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
};

/** The request body: trimmed, links normalised, empty fields left out. */
export function toCompleteRequest(values: CompleteProfileValues): CompleteProfileRequest {
  return {
    fullName: values.fullName.trim(),
    displayName: optional(values.displayName),
    tagline: optional(values.tagline),
    bio: optional(values.bio),
    country: values.country,
    city: optional(values.city),
    timezone: optional(values.timezone),
    website: optional(normalizeLink('website', values.website)),
    linkedin: optional(normalizeLink('linkedin', values.linkedin)),
    calendly: optional(normalizeLink('calendly', values.calendly)),
    termsAccepted: true,
  };
}

const COMPLETE_FIELDS = [
  'fullName',
  'displayName',
  'tagline',
  'bio',
  'country',
  'city',
  'timezone',
  'website',
  'linkedin',
  'calendly',
  'termsAccepted',
] as const satisfies ReadonlyArray<keyof CompleteProfileValues>;

export type CompleteField = (typeof COMPLETE_FIELDS)[number];
export function isCompleteField(name: string): name is CompleteField {
  return (COMPLETE_FIELDS as readonly string[]).includes(name);
}
