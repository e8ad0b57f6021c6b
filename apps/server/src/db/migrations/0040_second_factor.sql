-- A second factor (issue 29 part 6): passkeys, an authenticator app (TOTP) with recovery codes,
-- the sign-ins waiting for their second step, and the WebAuthn challenges handed out. All owned by
-- the auth module. A session records whether it was completed with a second factor (aal2).
alter table auth_sessions add column aal2 boolean not null default false;

create table user_passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text[] not null default '{}',
  name text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index user_passkeys_by_user on user_passkeys (user_id, created_at);

-- The secret never leaves the server after setup; last_step is the newest accepted 30-second step
-- (a code is accepted once: RFC 6238 section 5.2).
create table user_totp (
  user_id uuid primary key references users (id) on delete cascade,
  secret text not null,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz not null default now()
);

-- Ten single-use recovery codes, stored as HMACs under the server's secret key.
create table user_recovery_codes (
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (user_id, code_hash)
);

-- A password (or emailed code) sign-in of an account with a second factor waits here for its
-- second step; the browser holds the token in an httpOnly cookie. Durable, since two processes
-- serve requests.
create table auth_pending_logins (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

-- WebAuthn challenges: one per ceremony, spent on first use, with a short expiry.
create table auth_webauthn_challenges (
  challenge text primary key,
  purpose text not null check (purpose in ('register', 'authenticate')),
  user_id uuid references users (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index auth_webauthn_challenges_expiry on auth_webauthn_challenges (expires_at);
