-- The evidence ledger (001 sections 3.3, 4.6, 7.5, 7.6; issue 17): entries, versions chained by
-- SHA-256, uploaded artifacts, upvotes, useful marks, attestations, co-signs, pro-sign invites and
-- daily views. A finalized version cannot change: a trigger refuses it, whoever writes.

create table evidence_entries (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  context_kind text not null check (context_kind in ('idea', 'experiment', 'standalone')),
  context_id uuid,
  scope text not null default 'public' check (scope in ('public', 'pro_only', 'collaborators', 'private')),
  owner_intent text[] not null default '{}' check (cardinality(owner_intent) <= 10),
  linked_idea_id uuid references ideas (id) on delete set null,
  linked_at timestamptz,
  tombstoned_at timestamptz,
  view_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((context_kind = 'standalone') = (context_id is null))
);
-- One evidence per idea (E_ALREADY_LINKED).
create unique index evidence_entries_linked_idea on evidence_entries (linked_idea_id) where linked_idea_id is not null;
create index evidence_entries_timeline on evidence_entries (created_at desc, id desc);
create index evidence_entries_context on evidence_entries (context_kind, context_id, created_at desc, id desc);
create index evidence_entries_owner on evidence_entries (owner_id, created_at desc, id desc);

create table evidence_versions (
  id uuid primary key default gen_random_uuid(),
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  version integer not null check (version >= 1),
  state text not null default 'draft'
    check (state in ('draft', 'finalized', 'cosigned', 'approved', 'tombstoned')),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 5000),
  interviews jsonb not null default '[]',
  artifacts jsonb not null default '[]',
  created_by uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  finalized_at timestamptz,
  hash text check (hash ~ '^[0-9a-f]{64}$'),
  prev_hash text check (prev_hash ~ '^[0-9a-f]{64}$'),
  unique (evidence_id, version),
  check ((finalized_at is null) = (hash is null)),
  check (state <> 'draft' or finalized_at is null)
);
-- At most one draft per evidence.
create unique index evidence_versions_one_draft on evidence_versions (evidence_id) where finalized_at is null;
create index evidence_versions_finalized on evidence_versions (evidence_id, version desc) where finalized_at is not null;

-- The guard: once finalized, only the state may move (cosigned, approved, tombstoned); the content,
-- the hash and the chain are frozen, and the row cannot be deleted (unless its entry is).
create function evidence_versions_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    if old.finalized_at is not null
       and exists (select 1 from evidence_entries e where e.id = old.evidence_id) then
      raise exception 'E_INVALID_STATE: a finalized evidence version cannot be deleted' using errcode = 'P0001';
    end if;
    return old;
  end if;
  if old.finalized_at is not null and (
       new.evidence_id is distinct from old.evidence_id or new.version is distinct from old.version
       or new.title is distinct from old.title or new.summary is distinct from old.summary
       or new.interviews is distinct from old.interviews or new.artifacts is distinct from old.artifacts
       or new.created_by is distinct from old.created_by or new.created_at is distinct from old.created_at
       or new.finalized_at is distinct from old.finalized_at or new.hash is distinct from old.hash
       or new.prev_hash is distinct from old.prev_hash or new.state = 'draft') then
    raise exception 'E_INVALID_STATE: a finalized evidence version cannot change' using errcode = 'P0001';
  end if;
  return new;
end $$;
create trigger evidence_versions_guard before update or delete on evidence_versions
  for each row execute function evidence_versions_guard();

-- Uploaded artifact files (stored under evidence/{owner}/{id}), referenced by versions' artifacts.
create table evidence_uploads (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null references users (id) on delete cascade,
  type text not null check (type in ('image', 'pdf', 'audio')),
  storage_key text not null,
  content_type text not null,
  content_hash text not null check (content_hash ~ '^[0-9a-f]{64}$'),
  size integer not null,
  name text,
  created_at timestamptz not null default now()
);

create table evidence_upvotes (
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  -- A verified professional's upvote counts as pro, any other professional's as community.
  is_pro boolean not null,
  created_at timestamptz not null default now(),
  primary key (evidence_id, user_id)
);

create table evidence_useful (
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (evidence_id, user_id)
);
create index evidence_useful_daily on evidence_useful (user_id, created_at);

create table evidence_attestations (
  id uuid primary key default gen_random_uuid(),
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  evidence_version_id uuid not null references evidence_versions (id) on delete cascade,
  pro_user_id uuid not null references users (id) on delete cascade,
  axis text not null check (axis in ('clarity', 'feasibility')),
  rating text not null check (rating in ('poor', 'fair', 'good', 'strong')),
  depth text not null check (depth in ('light', 'medium', 'deep')),
  public_note text not null check (char_length(btrim(public_note)) between 1 and 1000),
  private_note text check (char_length(private_note) <= 1000),
  created_at timestamptz not null default now(),
  -- One attestation (both axes) per professional and evidence.
  unique (evidence_id, pro_user_id, axis)
);

create table evidence_cosigns (
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  signer_user_id uuid not null references users (id) on delete cascade,
  version_id uuid not null references evidence_versions (id) on delete cascade,
  note text check (char_length(note) <= 1000),
  via_invite boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (evidence_id, signer_user_id)
);

create table pro_sign_invites (
  id uuid primary key default gen_random_uuid(),
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  requester_id uuid not null references users (id) on delete cascade,
  pro_user_id uuid not null references users (id) on delete cascade,
  message text check (char_length(message) <= 500),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  pro_note text check (char_length(pro_note) <= 1000),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check (requester_id <> pro_user_id)
);
-- One open (pending or accepted) invite per professional and evidence.
create unique index pro_sign_invites_open on pro_sign_invites (evidence_id, pro_user_id)
  where status in ('pending', 'accepted');
-- The co-sign inbox (co_sign_inbox_v): pending, newest first.
create index pro_sign_invites_inbox on pro_sign_invites (pro_user_id, created_at desc, id desc) where status = 'pending';
create index pro_sign_invites_evidence on pro_sign_invites (evidence_id, created_at desc);

create view co_sign_inbox_v as
  select i.id, i.status, i.evidence_id, i.requester_id, i.pro_user_id, i.message, i.created_at as requested_at
  from pro_sign_invites i where i.status = 'pending';

-- bump_evidence_view: one view per viewer per day.
create table evidence_views (
  evidence_id uuid not null references evidence_entries (id) on delete cascade,
  viewer_id uuid not null references users (id) on delete cascade,
  day date not null,
  primary key (evidence_id, viewer_id, day)
);
