-- The shared page cache (issue 27, platform/page-cache.ts): every server process keeps the pages it
-- rendered for visitors without a session. The writes that change what those pages show tell every
-- process which paths to drop, from the database (as the home pulse's triggers do, decision 91), so
-- no code path can forget it: a control message `pages.changed` on the realtime channel, sent on
-- commit (identical payloads of one transaction are sent once). A path ending in '/*' names every
-- path below it. Statement triggers with transition tables keep a bulk write to one message.
--
-- What drops what (coarse on purpose: a page family rather than a missed change):
--   ideas made public, edited while public, made private or deleted  -> '/', '/explore', the idea's page
--   testimonials approved, edited while approved, unapproved, deleted -> '/'
--   merit points given or taken (Top Merit Professionals may move)    -> '/'
--   evidence hidden or withdrawn (the home pulse shows public evidence) -> '/'
--   services listed, edited while listed, unlisted, deleted           -> '/browse-services'
-- Counters (likes, comments, followers) and names show their change within the cache's freshness
-- window instead: dropping pages on every like would re-render them on every like.
create function ibh_pages_changed(p_paths text[]) returns void language plpgsql as $$
begin
  if coalesce(cardinality(p_paths), 0) = 0 then
    return;
  end if;
  perform pg_notify('ibh_realtime', json_build_object(
    'ns', current_schema(),
    'control', json_build_object('kind', 'pages.changed', 'paths', to_json(p_paths))
  )::text);
end $$;

-- Home and Explore with the pages of these ideas; every idea page when there are many.
create function ibh_pages_idea_paths(p_ids uuid[]) returns text[] language sql immutable as $$
  select case
    when coalesce(cardinality(p_ids), 0) = 0 then array[]::text[]
    when cardinality(p_ids) > 20 then array['/', '/explore', '/ideas/*']
    else array['/', '/explore'] || array(select '/ideas/' || id::text from unnest(p_ids) as id)
  end
$$;

-- What an idea page, an Explore card or the home pulse can show: everything but the counters.
create function ibh_pages_idea_shown(p_idea jsonb) returns jsonb language sql immutable as $$
  select p_idea - array['likes_count', 'comments_count', 'followers_count', 'updated_at']
$$;

create function ibh_pages_ideas_inserted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from inserted_rows where visibility = 'public') then
    perform ibh_pages_changed(array['/', '/explore']);
  end if;
  return null;
end $$;
create trigger ideas_pages_insert after insert on ideas referencing new table as inserted_rows
  for each statement execute function ibh_pages_ideas_inserted();

create function ibh_pages_ideas_updated() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin
  select array_agg(n.id) into ids
    from new_rows n join old_rows o on o.id = n.id
   where (o.visibility = 'public' or n.visibility = 'public')
     and ibh_pages_idea_shown(to_jsonb(o)) is distinct from ibh_pages_idea_shown(to_jsonb(n));
  perform ibh_pages_changed(ibh_pages_idea_paths(ids));
  return null;
end $$;
create trigger ideas_pages_update after update on ideas referencing old table as old_rows new table as new_rows
  for each statement execute function ibh_pages_ideas_updated();

create function ibh_pages_ideas_deleted() returns trigger language plpgsql as $$
declare
  ids uuid[];
begin
  select array_agg(id) into ids from old_rows where visibility = 'public';
  perform ibh_pages_changed(ibh_pages_idea_paths(ids));
  return null;
end $$;
create trigger ideas_pages_delete after delete on ideas referencing old table as old_rows
  for each statement execute function ibh_pages_ideas_deleted();

-- Home: testimonials, merit, evidence. Row triggers send one identical payload per transaction.
create function ibh_pages_home_changed() returns trigger language plpgsql as $$
begin
  perform ibh_pages_changed(array['/']);
  return null;
end $$;

create trigger testimonials_pages_insert after insert on testimonials
  for each row when (new.is_approved) execute function ibh_pages_home_changed();
create trigger testimonials_pages_update after update on testimonials
  for each row when ((old.is_approved or new.is_approved) and to_jsonb(old) - 'updated_at' is distinct from to_jsonb(new) - 'updated_at')
  execute function ibh_pages_home_changed();
create trigger testimonials_pages_delete after delete on testimonials
  for each row when (old.is_approved) execute function ibh_pages_home_changed();

-- merit_events is the ledger every point goes through (insert or delete; migration 0020). A
-- statement that wrote no row (the ledger's `on conflict do nothing`) sends nothing.
create function ibh_pages_merit_inserted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from inserted_rows) then
    perform ibh_pages_changed(array['/']);
  end if;
  return null;
end $$;
create trigger merit_events_pages_insert after insert on merit_events referencing new table as inserted_rows
  for each statement execute function ibh_pages_merit_inserted();
create function ibh_pages_merit_deleted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from old_rows) then
    perform ibh_pages_changed(array['/']);
  end if;
  return null;
end $$;
create trigger merit_events_pages_delete after delete on merit_events referencing old table as old_rows
  for each statement execute function ibh_pages_merit_deleted();

create trigger evidence_entries_pages_update after update on evidence_entries
  for each row when (old.scope is distinct from new.scope or old.tombstoned_at is distinct from new.tombstoned_at)
  execute function ibh_pages_home_changed();

-- Browse services: a listed service's card, or the list it is in, changed.
create function ibh_pages_services_inserted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from inserted_rows where listed) then
    perform ibh_pages_changed(array['/browse-services']);
  end if;
  return null;
end $$;
create trigger pro_services_pages_insert after insert on pro_services referencing new table as inserted_rows
  for each statement execute function ibh_pages_services_inserted();

create function ibh_pages_services_updated() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from new_rows n join old_rows o on o.id = n.id
     where (o.listed or n.listed) and to_jsonb(o) - 'updated_at' is distinct from to_jsonb(n) - 'updated_at'
  ) then
    perform ibh_pages_changed(array['/browse-services']);
  end if;
  return null;
end $$;
create trigger pro_services_pages_update after update on pro_services referencing old table as old_rows new table as new_rows
  for each statement execute function ibh_pages_services_updated();

create function ibh_pages_services_deleted() returns trigger language plpgsql as $$
begin
  if exists (select 1 from old_rows where listed) then
    perform ibh_pages_changed(array['/browse-services']);
  end if;
  return null;
end $$;
create trigger pro_services_pages_delete after delete on pro_services referencing old table as old_rows
  for each statement execute function ibh_pages_services_deleted();
