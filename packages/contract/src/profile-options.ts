import * as z from 'zod/mini';
import { PROFILE } from './limits.ts';

/** Option lists, defaults and field limits of the profile screens (000 §2, §3, §9). */
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

export const RoleBadgeSchema = z.enum(['idea_owner', 'professional']);
export type RoleBadge = z.infer<typeof RoleBadgeSchema>;

/** Role slugs that count as professional for badges and /pro pages (000 §6). */
export const PROFESSIONAL_ROLES = ['professional', 'pro'] as const;
export function isProfessionalRole(role: string | null | undefined): boolean {
  return (PROFESSIONAL_ROLES as readonly string[]).includes(role ?? '');
}
/** 'Idea Owner' for idea owners, 'Professional' for professional or pro; other roles show none. */
export function roleBadgeOf(role: string | null | undefined): RoleBadge | null {
  if (role === 'idea_owner') return 'idea_owner';
  return isProfessionalRole(role) ? 'professional' : null;
}

/** A verification request starts pending; admins move it on (admin issue). */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Level of a listed skill that has not been rated (PUT skills rates 1..5). */
export const SKILL_LEVEL_UNRATED = 0;
