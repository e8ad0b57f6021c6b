-- A sprint that reached its target without meeting its gate can be closed as not met (issue 26 item 7):
-- closed_at ends it without finalizing it (finalized_at still means "passed its gate"), so it no longer
-- holds the owner's and the idea's one active sprint; it may be published as a negative result
-- (evidence kind experiment_not_met).
alter table experiments add column closed_at timestamptz;
alter table experiments add constraint experiments_not_closed_and_finalized
  check (closed_at is null or finalized_at is null);
-- The 0019 table check (evidence only once finalized) is unnamed: drop it by what it says.
do $$
declare c record;
begin
  for c in select conname from pg_constraint
    where conrelid = 'experiments'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%evidence_id%' and conname <> 'experiments_evidence_after_end'
  loop
    execute format('alter table experiments drop constraint %I', c.conname);
  end loop;
end $$;
alter table experiments add constraint experiments_evidence_after_end
  check (evidence_id is null or finalized_at is not null or closed_at is not null);

drop index experiments_one_active_owner;
drop index experiments_one_active_idea;
create unique index experiments_one_active_owner on experiments (owner_user_id)
  where finalized_at is null and closed_at is null;
create unique index experiments_one_active_idea on experiments (idea_id)
  where finalized_at is null and closed_at is null and idea_id is not null;

do $$
declare c record;
begin
  for c in select conname from pg_constraint
    where conrelid = 'evidence_entries'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%experiment_passed%'
  loop
    execute format('alter table evidence_entries drop constraint %I', c.conname);
  end loop;
end $$;
alter table evidence_entries add constraint evidence_entries_kind_check
  check (kind in ('evidence', 'experiment_passed', 'experiment_not_met'));
