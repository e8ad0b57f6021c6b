import {
  type CompleteProfileRequest,
  DEFAULT_COUNTRY,
  type MyProfile,
  PROFILE_LIMITS,
  PROFILE_TEXT,
} from '@ibh/contract';
import * as z from 'zod/mini';
import { normalizeLink } from './links';
import { countryTimezone } from './location';
import { fullNameSchema, linksCheck, maxText } from './profile-schema-parts';

/** /complete-signup: the spec's three rules (000 section 5) plus the link rules of the editor. */
export const completeProfileSchema = z
  .object({
    fullName: fullNameSchema,
    displayName: maxText(PROFILE_LIMITS.name),
    tagline: maxText(PROFILE_LIMITS.tagline),
    bio: maxText(PROFILE_LIMITS.bio),
    country: z.string().check(z.minLength(1, PROFILE_TEXT.countryRequired)),
    city: z.string(),
    timezone: z.string(),
    website: maxText(PROFILE_LIMITS.url),
    linkedin: maxText(PROFILE_LIMITS.url),
    calendly: maxText(PROFILE_LIMITS.url),
    termsAccepted: z.boolean().check(z.refine((v) => v, PROFILE_TEXT.acceptTerms)),
  })
  .check(linksCheck);
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
