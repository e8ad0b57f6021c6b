-- Profiles, founder readiness, skills, badges, follows, professional profiles and telemetry.
-- Email, role and full name stay on users; a profile row is created on first read or write.

-- Lower-cases every element, so list comparisons and their indexes ignore case.
create function ibh_lower_array(items text[]) returns text[]
  language sql immutable strict parallel safe
  as $$ select coalesce(array_agg(lower(item) order by ordinality), '{}') from unnest(items) with ordinality as t(item, ordinality) $$;

create table user_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  display_name text,
  tagline text,
  headline text,
  bio text,
  country text,
  city text,
  timezone text,
  website text,
  linkedin text,
  calendly text,
  phone text,
  avatar_path text,
  gender text,
  preferred_contact text not null default 'Website',
  primary_profession text,
  secondary_roles text[] not null default '{}',
  industries text[] not null default '{}',
  skills text[] not null default '{}',
  looking_for_roles text[] not null default '{}',
  looking_for_skills text[] not null default '{}',
  collaboration_type text,
  availability_per_week integer not null default 10 check (availability_per_week between 0 and 80),
  location_preference text not null default 'Remote',
  stage_preference text not null default 'MVP',
  funding_expectation text,
  equity_willingness boolean not null default false,
  work_style text,
  email_visible boolean not null default true,
  phone_visible boolean not null default false,
  public_profile boolean not null default true,
  onboard_complete boolean not null default false,
  is_verified boolean not null default false,
  verified_at timestamptz,
  verification_requested boolean not null default false,
  verification_status text check (verification_status in ('pending', 'approved', 'rejected')),
  linkedin_url text,
  linkedin_public boolean not null default false,
  org_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Lower-cased copies the co-founder finder compares against (kept in step by Postgres).
  roles_lc text[] generated always as (ibh_lower_array(array_prepend(primary_profession, secondary_roles))) stored,
  skills_lc text[] generated always as (ibh_lower_array(skills)) stored,
  looking_for_roles_lc text[] generated always as (ibh_lower_array(looking_for_roles)) stored,
  looking_for_skills_lc text[] generated always as (ibh_lower_array(looking_for_skills)) stored
);
-- The co-founder finder scores every public, onboarded person (a scan) and filters by skill and country.
create index user_profiles_skills_lower on user_profiles using gin (skills_lc)
  where public_profile and onboard_complete;
create index user_profiles_country_lower on user_profiles (lower(country))
  where public_profile and onboard_complete;

create table founder_readiness (
  user_id uuid primary key references users (id) on delete cascade,
  prior_founder boolean not null default false,
  technical_founder boolean not null default false,
  arr_disclosed boolean not null default false,
  deck_ready boolean not null default false,
  arr_amount numeric check (arr_amount >= 0),
  deck_url text,
  readiness_score integer not null default 0 check (readiness_score between 0 and 100),
  updated_at timestamptz not null default now()
);

create table user_skills (
  user_id uuid not null references users (id) on delete cascade,
  skill text not null,
  level integer not null check (level between 1 and 5),
  primary key (user_id, skill)
);
create unique index user_skills_user_skill_lower on user_skills (user_id, lower(skill));

create table user_badges (
  user_id uuid not null references users (id) on delete cascade,
  badge text not null,
  awarded_at timestamptz not null default now(),
  primary key (user_id, badge)
);

create table follows (
  follower_id uuid not null references users (id) on delete cascade,
  following_id uuid not null references users (id) on delete cascade,
  status text not null default 'accepted' check (status in ('accepted', 'pending')),
  created_at timestamptz not null default now(),
  primary key (follower_id, following_id),
  check (follower_id <> following_id)
);
-- Followers and following lists and counts read accepted follows only, newest first.
create index follows_followers on follows (following_id, created_at desc) where status = 'accepted';
create index follows_following on follows (follower_id, created_at desc) where status = 'accepted';

create table pro_profiles (
  user_id uuid primary key references users (id) on delete cascade,
  headline text,
  categories text[] not null default '{}',
  impact_score numeric not null default 0 check (impact_score between 0 and 1),
  verified boolean not null default false,
  created_at timestamptz not null default now()
);

create table telemetry_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  event_name text not null check (event_name ~ '^[a-z0-9_]{1,64}$'),
  props jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index telemetry_events_by_user on telemetry_events (user_id, created_at desc);

-- Deleting an account finds the person's audit rows, codes and mail by id or address.
create index auth_audit_by_user on auth_audit (user_id) where user_id is not null;
create index auth_audit_by_email on auth_audit (lower(email)) where email is not null;
create index mail_outbox_by_address on mail_outbox (lower(to_address));
