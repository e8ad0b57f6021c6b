import * as z from 'zod/mini';
import { PROFILE, TELEMETRY } from './limits.ts';
import {
  COLLABORATION_TYPES,
  GENDERS,
  LOCATION_PREFERENCES,
  PREFERRED_CONTACTS,
  PROFILE_LIMITS,
  RoleBadgeSchema,
  STAGE_PREFERENCES,
  VERIFICATION_STATUSES,
} from './profile-options.ts';
import { PROFILE_TEXT } from './profile-text.ts';

export * from './profile-links.ts';
export * from './profile-options.ts';
export * from './profile-text.ts';

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const list = z.array(text(PROFILE_LIMITS.listItem)).check(z.maxLength(PROFILE_LIMITS.listItems));

/** Everything the owner sees and edits (GET /api/profiles/me). */
export const MyProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.string(),
  fullName: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  tagline: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  timezone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  calendly: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  preferredContact: z.string(),
  primaryProfession: z.nullable(z.string()),
  secondaryRoles: z.array(z.string()),
  industries: z.array(z.string()),
  skills: z.array(z.string()),
  lookingForRoles: z.array(z.string()),
  lookingForSkills: z.array(z.string()),
  collaborationType: z.nullable(z.string()),
  availabilityPerWeek: z.number(),
  locationPreference: z.string(),
  stagePreference: z.string(),
  fundingExpectation: z.nullable(z.string()),
  equityWillingness: z.boolean(),
  workStyle: z.nullable(z.string()),
  emailVisible: z.boolean(),
  phoneVisible: z.boolean(),
  publicProfile: z.boolean(),
  onboardComplete: z.boolean(),
  isVerified: z.boolean(),
  verificationRequested: z.boolean(),
  verificationStatus: z.nullable(z.enum(VERIFICATION_STATUSES)),
  linkedinUrl: z.nullable(z.string()),
  linkedinPublic: z.boolean(),
  orgEmail: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

/** Complete profile (/complete-signup): sets onboard_complete. */
export const CompleteProfileRequestSchema = z.object({
  fullName: z
    .string({ error: PROFILE_TEXT.fullNameRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: PROFILE_TEXT.fullNameRequired }),
      z.maxLength(PROFILE_LIMITS.name),
    ),
  displayName: z.optional(text(PROFILE_LIMITS.name)),
  tagline: z.optional(text(PROFILE_LIMITS.tagline)),
  bio: z.optional(text(PROFILE_LIMITS.bio)),
  country: z
    .string({ error: PROFILE_TEXT.countryRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: PROFILE_TEXT.countryRequired }),
      z.maxLength(PROFILE_LIMITS.listItem),
    ),
  city: z.optional(text(PROFILE_LIMITS.listItem)),
  timezone: z.optional(text(PROFILE_LIMITS.listItem)),
  website: z.optional(text(PROFILE_LIMITS.url)),
  linkedin: z.optional(text(PROFILE_LIMITS.url)),
  calendly: z.optional(text(PROFILE_LIMITS.url)),
  termsAccepted: z.literal(true, { error: PROFILE_TEXT.acceptTerms }),
});
export type CompleteProfileRequest = z.infer<typeof CompleteProfileRequestSchema>;

/** Edit profile: any subset of the editable fields; absent fields keep their value. */
export const UpdateProfileRequestSchema = z.object({
  fullName: z.optional(
    text(PROFILE_LIMITS.name).check(z.minLength(1, { error: PROFILE_TEXT.fullNameRequired })),
  ),
  displayName: z.optional(z.nullable(text(PROFILE_LIMITS.name))),
  tagline: z.optional(z.nullable(text(PROFILE_LIMITS.tagline))),
  headline: z.optional(z.nullable(text(PROFILE_LIMITS.headline))),
  bio: z.optional(z.nullable(text(PROFILE_LIMITS.bio))),
  gender: z.optional(z.nullable(z.enum(GENDERS))),
  country: z.optional(z.nullable(text(PROFILE_LIMITS.listItem))),
  city: z.optional(z.nullable(text(PROFILE_LIMITS.listItem))),
  timezone: z.optional(z.nullable(text(PROFILE_LIMITS.listItem))),
  preferredContact: z.optional(z.enum(PREFERRED_CONTACTS)),
  website: z.optional(z.nullable(text(PROFILE_LIMITS.url))),
  linkedin: z.optional(z.nullable(text(PROFILE_LIMITS.url))),
  calendly: z.optional(z.nullable(text(PROFILE_LIMITS.url))),
  phone: z.optional(z.nullable(text(PROFILE_LIMITS.phone))),
  primaryProfession: z.optional(z.nullable(text(PROFILE_LIMITS.listItem))),
  secondaryRoles: z.optional(list),
  industries: z.optional(list),
  skills: z.optional(list),
  lookingForRoles: z.optional(list),
  lookingForSkills: z.optional(list),
  collaborationType: z.optional(z.nullable(z.enum(COLLABORATION_TYPES))),
  availabilityPerWeek: z.optional(
    z
      .number({ error: PROFILE_TEXT.availabilityRange })
      .check(
        z.int({ error: PROFILE_TEXT.availabilityRange }),
        z.minimum(PROFILE.availabilityMin, { error: PROFILE_TEXT.availabilityRange }),
        z.maximum(PROFILE.availabilityMax, { error: PROFILE_TEXT.availabilityRange }),
      ),
  ),
  locationPreference: z.optional(z.enum(LOCATION_PREFERENCES)),
  stagePreference: z.optional(z.enum(STAGE_PREFERENCES)),
  fundingExpectation: z.optional(z.nullable(text(PROFILE_LIMITS.freeText))),
  equityWillingness: z.optional(z.boolean()),
  workStyle: z.optional(z.nullable(text(PROFILE_LIMITS.listItem))),
  emailVisible: z.optional(z.boolean()),
  phoneVisible: z.optional(z.boolean()),
  publicProfile: z.optional(z.boolean()),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const SkillLevelSchema = z.object({
  skill: text(PROFILE_LIMITS.listItem).check(z.minLength(1)),
  level: z.number().check(z.int(), z.minimum(1), z.maximum(5)),
});
export const UpdateSkillsRequestSchema = z.object({
  skills: z.array(SkillLevelSchema).check(z.maxLength(PROFILE_LIMITS.listItems)),
});
/** The rated skills after PUT skills, highest level first. */
export const SkillsResponseSchema = z.object({
  skills: z.array(z.object({ skill: z.string(), level: z.number() })),
});

/** What anyone may see of someone else (privacy applied by the server). */
export const PublicProfileSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  displayName: z.nullable(z.string()),
  role: z.string(),
  roleBadge: z.nullable(RoleBadgeSchema),
  isVerified: z.boolean(),
  tagline: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  website: z.nullable(z.string()),
  linkedin: z.nullable(z.string()),
  calendly: z.nullable(z.string()),
  preferredContact: z.string(),
  /** Present only when the owner made it visible. */
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  primaryProfession: z.nullable(z.string()),
  industries: z.array(z.string()),
  skills: z.array(z.object({ skill: z.string(), level: z.number() })),
  lookingForRoles: z.array(z.string()),
  badges: z.array(z.string()),
  followers: z.number(),
  following: z.number(),
  isFollowing: z.boolean(),
  isOwner: z.boolean(),
  readinessScore: z.nullable(z.number()),
  createdAt: z.string(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

export const ProProfileSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  categories: z.array(z.string()),
  /** 0..1 as stored; shown ×10 out of 10. */
  impactScore: z.number(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type ProProfile = z.infer<typeof ProProfileSchema>;

export const VerificationRequestSchema = z.object({
  linkedinUrl: text(PROFILE_LIMITS.url).check(z.minLength(1), z.url()),
  showPublicly: z.boolean(),
  orgEmail: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
});
export type VerificationRequest = z.infer<typeof VerificationRequestSchema>;

/** Path parameters of the per-user endpoints (PROFILE_ENDPOINTS.profile and friends). */
export const UserIdParamsSchema = z.object({ userId: z.uuid() });

export const DeleteAccountRequestSchema = z.object({ confirm: z.literal(true), hard: z.literal(true) });

export const FollowStateSchema = z.object({ following: z.boolean(), followers: z.number() });

export const UserCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type UserCard = z.infer<typeof UserCardSchema>;
export const UserCardsRequestSchema = z.object({
  ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(PROFILE.cardsMax)),
});
export const UserCardsResponseSchema = z.object({ cards: z.array(UserCardSchema) });

export const AvatarResponseSchema = z.object({ avatarUrl: z.string() });
/** The upload's declared type only picks the parser; the content decides what it really is. */
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Client analytics events (000 §7 telemetry_events): a snake_case name and a few flat props. */
export const TelemetryRequestSchema = z.object({
  eventName: z.string().check(z.minLength(1), z.maxLength(TELEMETRY.eventNameMax), z.regex(/^[a-z0-9_]+$/)),
  props: z.optional(
    z
      .record(
        z.string().check(z.maxLength(TELEMETRY.propKeyMax)),
        z.union([z.string().check(z.maxLength(TELEMETRY.propValueMax)), z.number(), z.boolean(), z.null()]),
      )
      .check(
        z.refine((props) => Object.keys(props).length <= TELEMETRY.propsMax, {
          error: `At most ${TELEMETRY.propsMax} properties.`,
        }),
      ),
  ),
});
export type TelemetryRequest = z.infer<typeof TelemetryRequestSchema>;
