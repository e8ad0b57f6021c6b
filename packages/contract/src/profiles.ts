import * as z from 'zod/mini';
import { PROFILE } from './limits.ts';

/** Spec strings of profiles, onboarding, readiness and verification (000 §2, §5, §8). */
export const PROFILE_TEXT = {
  notFoundOrPrivate: 'Profile not found or not public.',
  // Complete profile
  fullNameRequired: 'Full name is required.',
  countryRequired: 'Country is required.',
  acceptTerms: 'Please accept to continue.',
  preparing: 'Preparing your profile…',
  couldNotVerifySession: 'Could not verify session. Please log in again.',
  notSignedInRedirecting: 'You are not signed in. Redirecting to login…',
  couldNotInitialize: 'Could not initialize your profile. Please retry.',
  couldNotSave: 'Could not save your profile. Please try again.',
  unexpected: 'Unexpected error. Please try again.',
  allSet: 'All set! Taking you to your dashboard…',
  // Verification
  errorFetchingProfile: 'Error fetching profile',
  verificationFailedPrefix: 'Failed to submit request: ',
  verificationSubmitted: 'Verification request submitted successfully.',
  ideaOwnersCannotVerify: 'Idea Owners cannot request verification.',
  // Readiness
  readinessFailed: 'Failed to save founder readiness data',
  readinessSaved: 'Founder Readiness saved.',
  readinessImproved: (from: number, to: number) => `Nice! Founder Readiness improved from ${from} → ${to}.`,
  readinessNudge: 'Stand out on Explore: add Founder Readiness to your profile',
  // Edit profile
  photoSaved: 'Profile photo saved.',
  avatarUploadFailed: 'Avatar upload failed',
  profileSaved: 'Profile saved.',
  profileSavedModal: 'Profile saved',
  saveFailed: 'Save failed',
  failedToLoad: 'Failed to load profile',
  failedToUpdatePassword: 'Failed to update password.',
  passwordUpdatedRedirecting: 'Password updated. Redirecting to login…',
  failedToDelete: 'Failed to delete account.',
  deleteFailed: 'Delete failed',
  noImageBucket: 'No image bucket found…',
  calendlyInvalid: (host: string) => `Calendly must be a ${host}/<your-handle> link (or leave empty).`,
  linkedinInvalid: (host: string) => `LinkedIn must look like ${host}/in/<handle> (or /company/<org>).`,
  availabilityRange: `Availability must be between ${PROFILE.availabilityMin} and ${PROFILE.availabilityMax} hours.`,
  arrNonNegative: 'ARR amount must be 0 or more.',
  // Not in the spec: messages for rules the server adds.
  imageUnsupported: 'Upload a JPEG, PNG or WebP image.',
  imageTooLarge: 'That image is too large. Choose one under 10 MB.',
  cannotFollowYourself: 'You cannot follow yourself.',
  roleBadgeOwner: 'Idea Owner',
  roleBadgePro: 'Professional',
  verifiedBadge: 'Verified Professional',
} as const;

export const CALENDLY_HOST = 'calendly.com';
export const LINKEDIN_HOST = 'linkedin.com';

export const GENDERS = ['Prefer not to say', 'Female', 'Male', 'Non-binary', 'Other'] as const;
export const PREFERRED_CONTACTS = ['Website', 'LinkedIn', 'Calendly', 'DM', 'Email'] as const;
export const PROFESSIONS = [
  'Founder',
  'Engineer',
  'Designer',
  'Product Manager',
  'Marketer',
  'Sales',
  'Ops',
  'Finance',
  'Other',
] as const;
export const OTHER_PROFESSION_LABEL = 'Other (type your own)';
export const COLLABORATION_TYPES = ['Part-time', 'Full-time', 'Contract', 'Mentorship', 'Advisory'] as const;
export const LOCATION_PREFERENCES = ['Remote', 'Hybrid', 'On-site'] as const;
export const STAGE_PREFERENCES = ['Idea', 'MVP', 'Traction', 'Scaling', 'Fundraising'] as const;
/** Not listed by the spec ("not shown"); chosen to describe how people like to work together. */
export const WORK_STYLES = [
  'Async-first',
  'Sync-heavy',
  'Flexible hours',
  'Structured sprints',
  'Hands-on builder',
  'Strategic advisor',
] as const;
export const PROFILE_DEFAULTS = {
  availabilityPerWeek: PROFILE.availabilityDefault,
  locationPreference: 'Remote',
  stagePreference: 'MVP',
  preferredContact: 'Website',
  emailVisible: true,
  phoneVisible: false,
  publicProfile: true,
} as const;

export const PROFILE_LIMITS = {
  name: 120,
  tagline: 140,
  headline: 140,
  bio: 2000,
  url: 300,
  listItems: 20,
  listItem: 60,
  freeText: 200,
  phone: 32,
} as const;

/** 'https://' added when missing, trailing slashes removed (000 §5). Empty stays empty. */
export function normalizeUrl(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return withScheme.replace(/\/+$/, '');
}

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** An https calendly link or a bare handle; returns the normalised link or null when invalid. */
export function normalizeCalendly(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (HANDLE.test(trimmed)) return `https://${CALENDLY_HOST}/${trimmed}`;
  const url = normalizeUrl(trimmed);
  const match = /^https:\/\/(www\.)?calendly\.com\/([A-Za-z0-9._/-]+)$/i.exec(url);
  return match ? `https://${CALENDLY_HOST}/${match[2]}` : null;
}

/** A /in/ or /company/ LinkedIn link, or a bare handle; normalised link or null when invalid. */
export function normalizeLinkedin(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return '';
  if (HANDLE.test(trimmed)) return `https://www.${LINKEDIN_HOST}/in/${trimmed}`;
  const url = normalizeUrl(trimmed);
  const match = /^https:\/\/([a-z]{2,3}\.|www\.)?linkedin\.com\/(in|company)\/([A-Za-z0-9%._-]+)$/i.exec(url);
  return match ? `https://www.${LINKEDIN_HOST}/${match[2]?.toLowerCase()}/${match[3]}` : null;
}

/** The name shown when a person has none: 'User' plus the first 4 characters of the id. */
export function fallbackDisplayName(userId: string): string {
  return `User ${userId.slice(0, PROFILE.fallbackNameIdChars)}`;
}

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const list = z.array(text(PROFILE_LIMITS.listItem)).check(z.maxLength(PROFILE_LIMITS.listItems));

export const RoleBadgeSchema = z.enum(['idea_owner', 'professional']);

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
  verificationStatus: z.nullable(z.string()),
  linkedinUrl: z.nullable(z.string()),
  linkedinPublic: z.boolean(),
  orgEmail: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type MyProfile = z.infer<typeof MyProfileSchema>;

/** Complete profile (/complete-signup): sets onboard_complete. */
export const CompleteProfileRequestSchema = z.object({
  fullName: text(PROFILE_LIMITS.name).check(z.minLength(1)),
  displayName: z.optional(text(PROFILE_LIMITS.name)),
  tagline: z.optional(text(PROFILE_LIMITS.tagline)),
  bio: z.optional(text(PROFILE_LIMITS.bio)),
  country: text(PROFILE_LIMITS.listItem).check(z.minLength(1)),
  city: z.optional(text(PROFILE_LIMITS.listItem)),
  timezone: z.optional(text(PROFILE_LIMITS.listItem)),
  website: z.optional(text(PROFILE_LIMITS.url)),
  linkedin: z.optional(text(PROFILE_LIMITS.url)),
  calendly: z.optional(text(PROFILE_LIMITS.url)),
  termsAccepted: z.literal(true),
});
export type CompleteProfileRequest = z.infer<typeof CompleteProfileRequestSchema>;

/** Edit profile: any subset of the editable fields; absent fields keep their value. */
export const UpdateProfileRequestSchema = z.object({
  fullName: z.optional(text(PROFILE_LIMITS.name).check(z.minLength(1))),
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
    z.number().check(z.int(), z.minimum(PROFILE.availabilityMin), z.maximum(PROFILE.availabilityMax)),
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

export const DeleteAccountRequestSchema = z.object({ confirm: z.literal(true), hard: z.literal(true) });

export const FollowStateSchema = z.object({ following: z.boolean(), followers: z.number() });

export const UserCardSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type UserCard = z.infer<typeof UserCardSchema>;
export const UserCardsRequestSchema = z.object({
  ids: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)),
});
export const UserCardsResponseSchema = z.object({ cards: z.array(UserCardSchema) });

export const AvatarResponseSchema = z.object({ avatarUrl: z.string() });

export const PROFILE_API = {
  me: '/api/profiles/me',
  complete: '/api/profiles/me/complete',
  avatar: '/api/profiles/me/avatar',
  skills: '/api/profiles/me/skills',
  verification: '/api/profiles/me/verification',
  readiness: '/api/profiles/me/readiness',
  profile: (userId: string) => `/api/profiles/${userId}`,
  readinessPublic: (userId: string) => `/api/profiles/${userId}/readiness`,
  readinessExplanation: (userId: string) => `/api/profiles/${userId}/readiness/explanation`,
  pro: (userId: string) => `/api/pros/${userId}`,
  follow: (userId: string) => `/api/follows/${userId}`,
  cards: '/api/users/cards',
  cofounders: '/api/cofounders',
  telemetry: '/api/telemetry',
} as const;
