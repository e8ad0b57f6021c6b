-- The Live Innovation Pulse (issue 19, decisions 90-91). The pulse is read straight from the tables
-- where things happen: one UNION ALL of "the newest 12" per source, each walking an index on its own
-- time in order and stopping after 12 visible rows. These are the indexes the sources lacked.
-- (Public ideas: ideas_public_newest, migration 0006.)
create index evidence_entries_sprints_passed on evidence_entries (created_at desc, id desc)
  where kind = 'experiment_passed' and scope = 'public' and tombstoned_at is null;
create index evidence_cosigns_newest on evidence_cosigns (created_at desc);
create index evidence_upvotes_newest on evidence_upvotes (created_at desc);
create index idea_follows_newest on idea_follows (created_at desc);
create index service_orders_completed_newest on service_orders (completed_at desc, id desc)
  where status = 'completed';

-- Every change that can alter the pulse announces 'home.pulse_changed' on the topic home:pulse, from
-- the database, so no code path can forget it; signed-in home pages fetch the pulse again. NOTIFY is
-- transactional (sent on commit) and identical payloads of one transaction are sent once, so a bulk
-- write is one message. The payload is a realtime wire message (platform/realtime/wire.ts).
create function ibh_home_pulse_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('ibh_realtime', json_build_object(
    'ns', current_schema(),
    'topic', 'home:pulse',
    'event', json_build_object('type', 'home.pulse_changed', 'data', json_build_object())
  )::text);
  return null;
end $$;

create trigger ideas_pulse_insert after insert on ideas
  for each row when (new.visibility = 'public') execute function ibh_home_pulse_changed();
create trigger ideas_pulse_update after update on ideas
  for each row when (old.visibility is distinct from new.visibility
    or (new.visibility = 'public' and old.title is distinct from new.title))
  execute function ibh_home_pulse_changed();
create trigger ideas_pulse_delete after delete on ideas
  for each row when (old.visibility = 'public') execute function ibh_home_pulse_changed();

-- A sprint passes when it is published to the ledger (its evidence recorded on it).
create trigger experiments_pulse_publish after update on experiments
  for each row when (old.evidence_id is null and new.evidence_id is not null)
  execute function ibh_home_pulse_changed();
-- Scope or withdrawal of evidence hides its sprint, co-sign and upvote items.
create trigger evidence_entries_pulse_update after update on evidence_entries
  for each row when (old.scope is distinct from new.scope or old.tombstoned_at is distinct from new.tombstoned_at)
  execute function ibh_home_pulse_changed();

create trigger evidence_cosigns_pulse after insert or delete on evidence_cosigns
  for each row execute function ibh_home_pulse_changed();
create trigger evidence_upvotes_pulse after insert or delete on evidence_upvotes
  for each row execute function ibh_home_pulse_changed();
create trigger idea_follows_pulse after insert or delete on idea_follows
  for each row execute function ibh_home_pulse_changed();
create trigger service_orders_pulse_completed after update on service_orders
  for each row when (new.status = 'completed' and old.status is distinct from 'completed')
  execute function ibh_home_pulse_changed();
