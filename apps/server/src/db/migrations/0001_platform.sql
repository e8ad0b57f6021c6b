-- Platform tables every feature relies on.

create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table roles (
  slug text primary key check (slug ~ '^[a-z_]+$'),
  name text not null
);

insert into roles (slug, name) values
  ('idea_owner', 'Idea Owner'),
  ('mentor', 'Mentor'),
  ('funder', 'Funder'),
  ('supporter', 'Supporter'),
  ('student', 'Student'),
  ('community', 'Community'),
  ('professional', 'Professional');

-- Domain events are written in the same transaction as the change that caused
-- them and announced with NOTIFY, which Postgres delivers only on commit.
create table domain_events (
  id uuid primary key default gen_random_uuid(),
  type text not null,
  actor_id uuid,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  processed_at timestamptz
);
create index domain_events_unprocessed on domain_events (created_at) where processed_at is null;
