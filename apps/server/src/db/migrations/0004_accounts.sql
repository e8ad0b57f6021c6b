-- Accounts, sessions, email codes, abuse limits and the auth audit log.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  full_name text,
  role text not null references roles (slug),
  email_confirmed_at timestamptz,
  password_changed_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table admins (
  user_id uuid primary key references users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- One row per signed-in device. The access token is short-lived; the refresh
-- tokens of a session form its rotation family.
create table auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  access_hash text not null unique,
  access_expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text,
  user_agent text,
  ip text
);
create index auth_sessions_active_by_user on auth_sessions (user_id) where revoked_at is null;

create table auth_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth_sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
create index auth_refresh_tokens_session on auth_refresh_tokens (session_id);

-- Emailed one-time codes (and the equivalent link token), stored as HMACs only.
create table auth_codes (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  purpose text not null check (purpose in ('signup', 'login', 'recovery')),
  code_hash text not null,
  link_hash text not null unique,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_codes_latest on auth_codes (email, purpose, created_at desc);

-- A verified recovery code opens a short recovery session for setting a new password.
create table auth_recovery_sessions (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- Fixed-window counters shared by every server process.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);

create table auth_audit (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  email text,
  event text not null,
  ip text,
  user_agent text,
  detail jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
create index auth_audit_by_time on auth_audit (created_at desc);
