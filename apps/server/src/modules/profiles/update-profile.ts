import type { MyProfile, UpdateProfileRequest } from '@ibh/contract';
import type { Updateable } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { setUserFullName } from '../auth/account-actions.ts';
import { lockOwnProfile, presentOwnProfile, readOwnProfile } from './own-profile.ts';
import { cleanList, cleanText, FieldErrors, normalizeLinks, resolvePlace } from './profile-input.ts';
import { pruneSkillLevels, updateProfile } from './profiles.repo.ts';
import type { UserProfilesTable } from './profiles.tables.ts';

type Changes = Updateable<UserProfilesTable>;

/** Free-text fields: trimmed, empty stored as null. */
const TEXT_FIELDS = {
  displayName: 'display_name',
  tagline: 'tagline',
  headline: 'headline',
  bio: 'bio',
  gender: 'gender',
  phone: 'phone',
  primaryProfession: 'primary_profession',
  collaborationType: 'collaboration_type',
  fundingExpectation: 'funding_expectation',
  workStyle: 'work_style',
} as const satisfies Partial<Record<keyof UpdateProfileRequest, keyof UserProfilesTable>>;

/** Lists: trimmed, empty items and case-insensitive duplicates dropped. */
const LIST_FIELDS = {
  secondaryRoles: 'secondary_roles',
  industries: 'industries',
  skills: 'skills',
  lookingForRoles: 'looking_for_roles',
  lookingForSkills: 'looking_for_skills',
} as const satisfies Partial<Record<keyof UpdateProfileRequest, keyof UserProfilesTable>>;

function copyFields(body: UpdateProfileRequest, changes: Changes): void {
  for (const key of Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[]) {
    const value = cleanText(body[key]);
    if (value !== undefined) changes[TEXT_FIELDS[key]] = value;
  }
  for (const key of Object.keys(LIST_FIELDS) as (keyof typeof LIST_FIELDS)[]) {
    const value = body[key];
    if (value !== undefined) changes[LIST_FIELDS[key]] = cleanList(value);
  }
  if (body.preferredContact !== undefined) changes.preferred_contact = body.preferredContact;
  if (body.availabilityPerWeek !== undefined) changes.availability_per_week = body.availabilityPerWeek;
  if (body.locationPreference !== undefined) changes.location_preference = body.locationPreference;
  if (body.stagePreference !== undefined) changes.stage_preference = body.stagePreference;
  if (body.equityWillingness !== undefined) changes.equity_willingness = body.equityWillingness;
  if (body.emailVisible !== undefined) changes.email_visible = body.emailVisible;
  if (body.phoneVisible !== undefined) changes.phone_visible = body.phoneVisible;
  if (body.publicProfile !== undefined) changes.public_profile = body.publicProfile;
}

/**
 * PATCH /api/profiles/me (Edit Profile): any subset of the fields; absent ones keep their
 * value. Links, place and time zone are checked like on completion; everything, the name on
 * the account included, changes in one transaction or not at all.
 */
export async function updateMyProfile(
  ctx: AppContext,
  userId: string,
  body: UpdateProfileRequest,
): Promise<MyProfile> {
  const errors = new FieldErrors();
  const changes: Changes = { ...normalizeLinks(body, errors) };
  copyFields(body, changes);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockOwnProfile(trx, userId);
    const place = resolvePlace(current, body, errors);
    errors.throwIfAny();
    await updateProfile(trx, userId, { ...changes, ...place });
    if (changes.skills) await pruneSkillLevels(trx, userId, changes.skills);
    if (body.fullName !== undefined) await setUserFullName(trx, userId, body.fullName);
    return readOwnProfile(trx, userId);
  });
  return presentOwnProfile(ctx, row);
}
