-- The Evidence Hub home (001 sections 2.9, 3.3, 7.5 get_home_stats / get_home_proofs; issue 19,
-- decisions 96-97): the history of founders' readiness scores (a readiness_bump proof needs the
-- score before and after, and founder_readiness keeps only the current one), and the indexes the
-- 30-day stats and the Live Proofs list read.

create table readiness_changes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- Null for a founder's first recorded score (an insert into founder_readiness).
  score_before integer check (score_before between 0 and 100),
  score_after integer not null check (score_after between 0 and 100),
  created_at timestamptz not null default now()
);
-- The proofs: first scores (readiness_current) and rises (readiness_bump), newest first.
create index readiness_changes_proofs on readiness_changes (created_at desc, id desc)
  where score_before is null or score_after > score_before;
create index readiness_changes_user on readiness_changes (user_id, created_at desc);

-- Written by the database on every change of a score, so no path that saves readiness (the
-- profile form, the seed, a future import) can forget it; a telemetry event would not do, as
-- browsers may post any telemetry name (POST /api/telemetry).
create function founder_readiness_history() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into readiness_changes (user_id, score_before, score_after, created_at)
      values (new.user_id, null, new.readiness_score, coalesce(new.updated_at, now()));
  elsif new.readiness_score is distinct from old.readiness_score then
    insert into readiness_changes (user_id, score_before, score_after, created_at)
      values (new.user_id, old.readiness_score, new.readiness_score, coalesce(new.updated_at, now()));
  end if;
  return new;
end $$;
create trigger founder_readiness_history after insert or update of readiness_score on founder_readiness
  for each row execute function founder_readiness_history();

-- Scores saved before this migration: their current value is the first one we know.
insert into readiness_changes (user_id, score_before, score_after, created_at)
  select user_id, null, readiness_score, updated_at from founder_readiness;

-- Sprints started and sprints passed, newest first, keyed like the Live Proofs cursor (the
-- experiment and experiment_passed proofs, experiments_30d and passes_30d).
create index experiments_created on experiments (created_at desc, id desc);
create index experiments_passed on experiments (finalized_at desc, id desc) where finalized_at is not null;
-- panel_cosigns_30d: evidence co-signs and accepted sprint co-sign requests by time.
create index evidence_cosigns_created on evidence_cosigns (created_at);
create index experiment_cosign_requests_accepted on experiment_cosign_requests (responded_at)
  where status = 'accepted';
