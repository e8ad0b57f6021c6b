import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { TextArray } from '../../db/column-types.ts';
import type { Timestamp } from '../../db/schema.ts';

/** A text[] column: read as an array, written as an array, '{}' by default. */
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/**
 * Tables of migrations/0005_profiles.sql. Its founder_readiness, follows (with 0024's follow_counts) and
 * telemetry_events belong to the readiness, follows and telemetry modules that write them.
 */
export interface UserProfilesTable {
  user_id: string;
  display_name: string | null;
  tagline: string | null;
  headline: string | null;
  bio: string | null;
  country: string | null;
  city: string | null;
  timezone: string | null;
  website: string | null;
  linkedin: string | null;
  calendly: string | null;
  phone: string | null;
  avatar_path: string | null;
  gender: string | null;
  preferred_contact: Defaulted<string>;
  primary_profession: string | null;
  secondary_roles: TextArray;
  industries: TextArray;
  skills: TextArray;
  looking_for_roles: TextArray;
  looking_for_skills: TextArray;
  collaboration_type: string | null;
  availability_per_week: Defaulted<number>;
  location_preference: Defaulted<string>;
  stage_preference: Defaulted<string>;
  funding_expectation: string | null;
  equity_willingness: Defaulted<boolean>;
  work_style: string | null;
  email_visible: Defaulted<boolean>;
  phone_visible: Defaulted<boolean>;
  public_profile: Defaulted<boolean>;
  onboard_complete: Defaulted<boolean>;
  is_verified: Defaulted<boolean>;
  verified_at: Timestamp | null;
  verification_requested: Defaulted<boolean>;
  verification_status: 'pending' | 'approved' | 'rejected' | null;
  linkedin_url: string | null;
  linkedin_public: Defaulted<boolean>;
  org_email: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Lower-cased copies for the co-founder finder; roles_lc is [primary_profession, ...secondary_roles]. */
  roles_lc: GeneratedAlways<(string | null)[]>;
  skills_lc: GeneratedAlways<string[]>;
  looking_for_roles_lc: GeneratedAlways<string[]>;
  looking_for_skills_lc: GeneratedAlways<string[]>;
}

export interface UserSkillsTable {
  user_id: string;
  skill: string;
  level: number;
}

export interface UserBadgesTable {
  user_id: string;
  badge: string;
  awarded_at: Generated<Date>;
}

export interface ProProfilesTable {
  user_id: string;
  headline: string | null;
  categories: TextArray;
  impact_score: Defaulted<number>;
  verified: Defaulted<boolean>;
  /** When an admin verified them (0010). */
  verified_at: Date | null;
  created_at: Generated<Date>;
}

export interface ProfilesTables {
  user_profiles: UserProfilesTable;
  user_skills: UserSkillsTable;
  user_badges: UserBadgesTable;
  pro_profiles: ProProfilesTable;
}

/**
 * The `people` view (migration 0033, decision 142): an account (users, of auth) left-joined to its
 * profile and its selling profile, the person columns other modules read. Profile columns are null
 * for a person without a profile, pro_ columns for one without a selling profile.
 */
export interface PeopleView {
  id: string;
  email: string;
  full_name: string | null;
  role: string;
  created_at: Date;
  display_name: string | null;
  avatar_path: string | null;
  headline: string | null;
  tagline: string | null;
  bio: string | null;
  country: string | null;
  city: string | null;
  primary_profession: string | null;
  public_profile: boolean | null;
  onboard_complete: boolean | null;
  is_verified: boolean | null;
  verified_at: Timestamp | null;
  verification_status: 'pending' | 'approved' | 'rejected' | null;
  verification_requested: boolean | null;
  linkedin_url: string | null;
  org_email: string | null;
  profile_updated_at: Date | null;
  has_pro_profile: boolean;
  pro_headline: string | null;
  pro_categories: string[] | null;
  pro_impact_score: number | null;
  pro_verified: boolean | null;
  pro_verified_at: Date | null;
  pro_created_at: Date | null;
}

/**
 * The `person_profiles` view (migration 0035): a person's profile alone (user_profiles, no account
 * and no contact columns), for reads that need only profile columns; it plans as user_profiles.
 */
export interface PersonProfilesView {
  user_id: string;
  display_name: string | null;
  avatar_path: string | null;
  headline: string | null;
  tagline: string | null;
  country: string | null;
  city: string | null;
  primary_profession: string | null;
  secondary_roles: string[];
  skills: string[];
  looking_for_roles: string[];
  looking_for_skills: string[];
  collaboration_type: string | null;
  availability_per_week: number;
  stage_preference: string;
  location_preference: string;
  public_profile: boolean;
  onboard_complete: boolean;
  is_verified: boolean;
  roles_lc: (string | null)[];
  skills_lc: string[];
  looking_for_roles_lc: string[];
  looking_for_skills_lc: string[];
}

export interface ProfilesViews {
  people: PeopleView;
  person_profiles: PersonProfilesView;
}
