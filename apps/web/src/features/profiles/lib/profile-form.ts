import {
  COLLABORATION_TYPES,
  GENDERS,
  LOCATION_PREFERENCES,
  type MyProfile,
  PREFERRED_CONTACTS,
  PROFESSIONS,
  PROFILE,
  PROFILE_DEFAULTS,
  PROFILE_LIMITS,
  PROFILE_TEXT,
  STAGE_PREFERENCES,
  type UpdateProfileRequest,
} from '@ibh/contract';
import * as z from 'zod/mini';
import { normalizeLink } from './links';
import { fullNameSchema, linksCheck, maxText } from './profile-schema-parts';
import type { SkillLevels } from './skill-levels';

/** The profession option that reveals the free-text box. */
export const OTHER_PROFESSION = 'Other';

const list = z.array(z.string()).check(z.maxLength(PROFILE_LIMITS.listItems));

/** Whole hours from 0 to 80 (000 section 5), as typed. */
export function availabilityError(value: string): string | undefined {
  if (!/^\d{1,3}$/.test(value.trim())) return PROFILE_TEXT.availabilityRange;
  const hours = Number(value);
  return hours < PROFILE.availabilityMin || hours > PROFILE.availabilityMax
    ? PROFILE_TEXT.availabilityRange
    : undefined;
}

/** The profile editor's form (every section but Founder Readiness, which saves on its own). */
export const profileFormSchema = z
  .object({
    fullName: fullNameSchema,
    displayName: maxText(PROFILE_LIMITS.name),
    tagline: maxText(PROFILE_LIMITS.tagline),
    bio: maxText(PROFILE_LIMITS.bio),
    gender: z.string(),
    country: z.string(),
    city: z.string(),
    timezone: z.string(),
    preferredContact: z.enum(PREFERRED_CONTACTS),
    website: maxText(PROFILE_LIMITS.url),
    linkedin: maxText(PROFILE_LIMITS.url),
    calendly: maxText(PROFILE_LIMITS.url),
    phone: maxText(PROFILE_LIMITS.phone),
    profession: z.string(),
    professionOther: maxText(PROFILE_LIMITS.listItem),
    secondaryRoles: list,
    industries: list,
    skills: list,
    /** Levels 1..5 by skill; saved after the PATCH with PUT skills, not part of it. */
    skillLevels: z.record(z.string(), z.number()),
    lookingForRoles: list,
    lookingForSkills: list,
    collaborationType: z.string(),
    availability: z.string(),
    locationPreference: z.enum(LOCATION_PREFERENCES),
    stagePreference: z.enum(STAGE_PREFERENCES),
    fundingExpectation: maxText(PROFILE_LIMITS.freeText),
    equityWillingness: z.boolean(),
    workStyle: maxText(PROFILE_LIMITS.listItem),
    emailVisible: z.boolean(),
    phoneVisible: z.boolean(),
    publicProfile: z.boolean(),
  })
  .check(
    linksCheck,
    z.superRefine((values, ctx) => {
      const hours = availabilityError(values.availability);
      if (hours)
        ctx.addIssue({ code: 'custom', message: hours, path: ['availability'], input: values.availability });
    }),
  );
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileField = keyof ProfileFormValues;

function professionOf(value: string | null): { profession: string; professionOther: string } {
  if (!value) return { profession: '', professionOther: '' };
  if (value !== OTHER_PROFESSION && (PROFESSIONS as readonly string[]).includes(value)) {
    return { profession: value, professionOther: '' };
  }
  return { profession: OTHER_PROFESSION, professionOther: value === OTHER_PROFESSION ? '' : value };
}

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

/** The form's values for a loaded profile; empty strings stand for "not set". */
export function profileToForm(p: MyProfile, skillLevels: SkillLevels = {}): ProfileFormValues {
  return {
    fullName: p.fullName ?? '',
    displayName: p.displayName ?? '',
    tagline: p.tagline ?? '',
    bio: p.bio ?? '',
    gender: p.gender ?? '',
    country: p.country ?? '',
    city: p.city ?? '',
    timezone: p.timezone ?? '',
    preferredContact: oneOf(PREFERRED_CONTACTS, p.preferredContact, PROFILE_DEFAULTS.preferredContact),
    website: p.website ?? '',
    linkedin: p.linkedin ?? '',
    calendly: p.calendly ?? '',
    phone: p.phone ?? '',
    ...professionOf(p.primaryProfession),
    secondaryRoles: p.secondaryRoles,
    industries: p.industries,
    skills: p.skills,
    skillLevels,
    lookingForRoles: p.lookingForRoles,
    lookingForSkills: p.lookingForSkills,
    collaborationType: p.collaborationType ?? '',
    availability: String(p.availabilityPerWeek),
    locationPreference: oneOf(
      LOCATION_PREFERENCES,
      p.locationPreference,
      PROFILE_DEFAULTS.locationPreference,
    ),
    stagePreference: oneOf(STAGE_PREFERENCES, p.stagePreference, PROFILE_DEFAULTS.stagePreference),
    fundingExpectation: p.fundingExpectation ?? '',
    equityWillingness: p.equityWillingness,
    workStyle: p.workStyle ?? '',
    emailVisible: p.emailVisible,
    phoneVisible: p.phoneVisible,
    publicProfile: p.publicProfile,
  };
}

const orNull = (value: string) => value.trim() || null;
const genderOf = (value: string) => GENDERS.find((g) => g === value) ?? null;
const collaborationOf = (value: string) => COLLABORATION_TYPES.find((c) => c === value) ?? null;

/** The PATCH body: every field of the form, trimmed, links normalised, empty text as null. */
export function formToRequest(v: ProfileFormValues): UpdateProfileRequest {
  const profession =
    v.profession === OTHER_PROFESSION ? v.professionOther.trim() || OTHER_PROFESSION : v.profession;
  return {
    fullName: v.fullName.trim(),
    displayName: orNull(v.displayName),
    tagline: orNull(v.tagline),
    bio: orNull(v.bio),
    gender: genderOf(v.gender),
    country: orNull(v.country),
    city: orNull(v.city),
    timezone: orNull(v.timezone),
    preferredContact: v.preferredContact,
    website: orNull(normalizeLink('website', v.website)),
    linkedin: orNull(normalizeLink('linkedin', v.linkedin)),
    calendly: orNull(normalizeLink('calendly', v.calendly)),
    phone: orNull(v.phone),
    primaryProfession: orNull(profession),
    secondaryRoles: v.secondaryRoles,
    industries: v.industries,
    skills: v.skills,
    lookingForRoles: v.lookingForRoles,
    lookingForSkills: v.lookingForSkills,
    collaborationType: collaborationOf(v.collaborationType),
    availabilityPerWeek: Number(v.availability),
    locationPreference: v.locationPreference,
    stagePreference: v.stagePreference,
    fundingExpectation: orNull(v.fundingExpectation),
    equityWillingness: v.equityWillingness,
    workStyle: orNull(v.workStyle),
    emailVisible: v.emailVisible,
    phoneVisible: v.phoneVisible,
    publicProfile: v.publicProfile,
  };
}

/** Server field names that are the same in the form (others, like primaryProfession, map below). */
export const PROFILE_FIELDS = Object.keys(profileFormSchema.shape) as ProfileField[];
export function formFieldOf(serverField: string): ProfileField | undefined {
  if (serverField === 'primaryProfession') return 'professionOther';
  if (serverField === 'availabilityPerWeek') return 'availability';
  return (PROFILE_FIELDS as string[]).includes(serverField) ? (serverField as ProfileField) : undefined;
}
