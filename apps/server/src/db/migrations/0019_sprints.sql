-- Interview sprints (001 sections 2.11, 2.12, 3.3, 4.4, 4.5, 7.5; issue 18): experiments, their
-- interviews, pre-registered setup revisions, co-sign requests and upvotes; evidence gains a kind
-- (experiment_passed for a published sprint).

create table experiments (
  id uuid primary key default gen_random_uuid(),
  type text not null default 'interview_sprint' check (type in ('interview_sprint')),
  owner_user_id uuid not null references users (id) on delete cascade,
  idea_id uuid references ideas (id) on delete set null,
  target_count integer not null default 10 check (target_count between 1 and 10),
  min_validated integer not null default 0 check (min_validated >= 0 and min_validated <= target_count),
  hypothesis text not null default '' check (char_length(hypothesis) <= 500),
  persona text not null default '' check (char_length(persona) <= 300),
  -- Pre-registration: set when the first interview is added; later setup changes are revisions.
  setup_registered_at timestamptz,
  result_summary text,
  share_token text not null,
  evidence_id uuid references evidence_entries (id) on delete set null,
  version_id uuid references evidence_versions (id) on delete set null,
  created_at timestamptz not null default now(),
  finalized_at timestamptz,
  check (evidence_id is null or finalized_at is not null)
);
-- One active sprint per owner (E_SPRINT_ACTIVE_OWNER) and per idea (E_SPRINT_ACTIVE_IDEA).
create unique index experiments_one_active_owner on experiments (owner_user_id) where finalized_at is null;
create unique index experiments_one_active_idea on experiments (idea_id)
  where finalized_at is null and idea_id is not null;
create index experiments_owner on experiments (owner_user_id, created_at desc);
create index experiments_finalized on experiments (finalized_at desc) where finalized_at is not null;

create table interviews (
  id uuid primary key default gen_random_uuid(),
  experiment_id uuid not null references experiments (id) on delete cascade,
  outcome text not null check (outcome in ('positive', 'neutral', 'negative')),
  who text check (char_length(who) <= 200),
  channel text check (char_length(channel) <= 100),
  learning text check (char_length(learning) <= 1000),
  -- Private to the owner: never on the public page, the evidence or the markdown.
  notes text check (char_length(notes) <= 2000),
  created_at timestamptz not null default now()
);
create index interviews_experiment on interviews (experiment_id, created_at, id);

create table experiment_setup_revisions (
  id uuid primary key default gen_random_uuid(),
  experiment_id uuid not null references experiments (id) on delete cascade,
  before jsonb not null,
  after jsonb not null,
  changed_at timestamptz not null default now()
);
create index experiment_setup_revisions_experiment on experiment_setup_revisions (experiment_id, changed_at);

create table experiment_cosign_requests (
  id uuid primary key default gen_random_uuid(),
  experiment_id uuid not null references experiments (id) on delete cascade,
  pro_user_id uuid not null references users (id) on delete cascade,
  requested_by uuid not null references users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  pro_note text check (char_length(pro_note) <= 1000),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check (requested_by <> pro_user_id)
);
-- E_DUP_PENDING: one pending request per professional and sprint.
create unique index experiment_cosign_requests_pending on experiment_cosign_requests (experiment_id, pro_user_id)
  where status = 'pending';
create index experiment_cosign_requests_pro on experiment_cosign_requests (pro_user_id, created_at desc);
create index experiment_cosign_requests_experiment on experiment_cosign_requests (experiment_id, created_at desc);

create table experiment_upvotes (
  experiment_id uuid not null references experiments (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('pro', 'owner')),
  created_at timestamptz not null default now(),
  primary key (experiment_id, user_id)
);

alter table evidence_entries add column kind text not null default 'evidence'
  check (kind in ('evidence', 'experiment_passed'));
