import {
  fallbackDisplayName,
  type MyProfile,
  PROFILE_DEFAULTS,
  type PublicProfile,
  roleBadgeOf,
  SKILL_LEVEL_UNRATED,
} from '@ibh/contract';
import type { OwnProfileRow, PublicProfileRow } from './profiles.repo.ts';

/** Full name, else display name, else 'User' + the first 4 characters of the id (000 §9). */
export function nameOf(row: { id: string; full_name: string | null; display_name: string | null }): string {
  return row.full_name?.trim() || row.display_name?.trim() || fallbackDisplayName(row.id);
}

export function toMyProfile(row: OwnProfileRow, avatarUrl: string | null): MyProfile {
  return {
    userId: row.user_id,
    email: row.email,
    role: row.role,
    fullName: row.full_name,
    displayName: row.display_name,
    tagline: row.tagline,
    headline: row.headline,
    bio: row.bio,
    country: row.country,
    city: row.city,
    timezone: row.timezone,
    website: row.website,
    linkedin: row.linkedin,
    calendly: row.calendly,
    phone: row.phone,
    avatarUrl,
    gender: row.gender,
    preferredContact: row.preferred_contact,
    primaryProfession: row.primary_profession,
    secondaryRoles: row.secondary_roles,
    industries: row.industries,
    skills: row.skills,
    lookingForRoles: row.looking_for_roles,
    lookingForSkills: row.looking_for_skills,
    collaborationType: row.collaboration_type,
    availabilityPerWeek: row.availability_per_week,
    locationPreference: row.location_preference,
    stagePreference: row.stage_preference,
    fundingExpectation: row.funding_expectation,
    equityWillingness: row.equity_willingness,
    workStyle: row.work_style,
    emailVisible: row.email_visible,
    phoneVisible: row.phone_visible,
    publicProfile: row.public_profile,
    onboardComplete: row.onboard_complete,
    isVerified: row.verified,
    verificationRequested: row.verification_requested,
    verificationStatus: row.verification_status,
    linkedinUrl: row.linkedin_url,
    linkedinPublic: row.linkedin_public,
    orgEmail: row.org_email,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Listed skills with their level (unrated ones after the rated), highest level first;
 * rated skills missing from the list still show.
 */
export function skillsWithLevels(
  listed: string[] | null,
  rated: { skill: string; level: number }[],
): { skill: string; level: number }[] {
  const levels = new Map(rated.map((r) => [r.skill.toLowerCase(), r]));
  const out = (listed ?? []).map((skill) => ({
    skill,
    level: levels.get(skill.toLowerCase())?.level ?? SKILL_LEVEL_UNRATED,
  }));
  const names = new Set(out.map((s) => s.skill.toLowerCase()));
  for (const r of rated) if (!names.has(r.skill.toLowerCase())) out.push({ skill: r.skill, level: r.level });
  return out
    .map((s, index) => ({ ...s, index }))
    .sort((a, b) => b.level - a.level || a.index - b.index)
    .map(({ skill, level }) => ({ skill, level }));
}

export interface Viewer {
  id: string | null;
}

/**
 * What a viewer may see. The owner sees everything of theirs; others see the email and
 * phone only when made visible, and only when signed in (addresses are not published to
 * anonymous visitors).
 */
export function toPublicProfile(
  row: PublicProfileRow,
  viewer: Viewer,
  avatarUrl: string | null,
): PublicProfile {
  const isOwner = viewer.id === row.id;
  const signedIn = viewer.id !== null;
  const emailVisible = row.email_visible ?? PROFILE_DEFAULTS.emailVisible;
  const phoneVisible = row.phone_visible ?? PROFILE_DEFAULTS.phoneVisible;
  return {
    userId: row.id,
    fullName: nameOf(row),
    displayName: row.display_name,
    role: row.role,
    roleBadge: roleBadgeOf(row.role),
    isVerified: row.verified,
    tagline: row.tagline,
    headline: row.headline,
    bio: row.bio,
    country: row.country,
    city: row.city,
    avatarUrl,
    website: row.website,
    linkedin: row.linkedin ?? (row.linkedin_public ? row.linkedin_url : null),
    calendly: row.calendly,
    preferredContact: row.preferred_contact ?? PROFILE_DEFAULTS.preferredContact,
    email: isOwner || (signedIn && emailVisible) ? row.email : null,
    phone: isOwner || (signedIn && phoneVisible) ? row.phone : null,
    primaryProfession: row.primary_profession,
    industries: row.industries ?? [],
    skills: skillsWithLevels(row.skills, row.rated_skills),
    lookingForRoles: row.looking_for_roles ?? [],
    badges: row.badges.map((b) => b.badge),
    followers: Number(row.followers ?? 0),
    following: Number(row.following ?? 0),
    isFollowing: Boolean(row.is_following),
    isOwner,
    readinessScore: row.readiness_score,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
