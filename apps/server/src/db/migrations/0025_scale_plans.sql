-- Plans that stay flat at a million ideas (issue 20, decision 114).

-- Whether an evidence entry has a finalized version: every evidence read asked it with a
-- correlated EXISTS inside an OR, and on a large table the planner hashed every finalized version
-- of every entry (200,000 rows, 35 ms) to show a page of 20. Versions are finalized once and never
-- un-finalized (the guard of 0015), so the flag only ever turns on; set-based, one UPDATE a statement.
alter table evidence_entries add column has_final_version boolean not null default false;
update evidence_entries e set has_final_version = true
  where exists (select 1 from evidence_versions v where v.evidence_id = e.id and v.finalized_at is not null);

create function ibh_evidence_has_final() returns trigger language plpgsql as $$
begin
  update evidence_entries e set has_final_version = true
    where not e.has_final_version
      and e.id in (select n.evidence_id from new_versions n where n.finalized_at is not null);
  return null;
end $$;
create trigger evidence_versions_final_on_insert after insert on evidence_versions
  referencing new table as new_versions for each statement execute function ibh_evidence_has_final();
create trigger evidence_versions_final_on_update after update on evidence_versions
  referencing new table as new_versions for each statement execute function ibh_evidence_has_final();

-- Browse services in one category, recommended first (the default sort): walked in order within
-- the category instead of through every listed service.
create index pro_services_listed_category_recommended
  on pro_services (category, pro_impact desc, published_at desc, id desc) where listed;

-- One DM thread: the planner judged each of least()/greatest() alone and took a busy thread
-- (10,000 messages) for a hundred rows, sorting all of it instead of walking the index. Their
-- joint statistics let it see the busy pairs.
create statistics direct_messages_thread_pair (mcv)
  on least(sender_id, recipient_id), greatest(sender_id, recipient_id) from direct_messages;
