-- Merit (issue 19; 001 sections 2.6, 2.7, 3.3, 9; decisions 86-89). A points ledger kept current by
-- triggers on the rows that prove each event (the way 0010 announces session changes), so no code
-- path, today's or a later one, can forget to award or take back points; reads never scan the
-- source tables. Points and axes per kind live in merit_kinds (the same rows as MERIT_FORMULA in
-- the contract; merit.formula.test.ts compares them).

create table merit_kinds (
  kind text primary key,
  axis text not null check (axis in ('deliver', 'give', 'community')),
  points integer not null
);
insert into merit_kinds (kind, axis, points) values
  ('order_completed', 'deliver', 40),
  ('milestone_on_time', 'deliver', 10),
  ('fast_first_response', 'deliver', 8),
  ('dispute_opened', 'deliver', -30),
  ('revision_requested', 'deliver', -5),
  ('cosign', 'give', 15),
  ('attestation', 'give', 6),
  ('upvote', 'give', 2),
  ('comment', 'community', 3),
  ('useful_received', 'community', 4),
  ('testimonial_approved', 'community', 15),
  ('workspace_help', 'community', 4),
  ('workspace_task_done', 'community', 6);

-- One row per event that earned (or cost) a professional points. source_id names what proved it
-- (an order id, 'e:{evidenceId}' for an upvote, '{ideaId}:{date}' for a day of workspace help), so
-- the same event is never counted twice and its removal finds its row.
create table merit_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  axis text not null check (axis in ('deliver', 'give', 'community')),
  kind text not null references merit_kinds (kind),
  points integer not null,
  source_id text not null,
  occurred_at timestamptz not null default now(),
  unique (kind, source_id, user_id)
);
-- Recent points (last 90 days) of a user, and /help/merit's per-kind counts.
create index merit_events_recent on merit_events (user_id, occurred_at);

-- Lifetime points per axis, kept by the trigger below; recent_* are the stored recent points
-- (bars), recomputed by the server when recent_at is null (points changed) or older than 24 hours.
create table merit_totals (
  user_id uuid primary key references users (id) on delete cascade,
  deliver integer not null default 0,
  give integer not null default 0,
  community integer not null default 0,
  -- An axis never counts below zero in the total.
  lifetime_total integer generated always as (greatest(deliver, 0) + greatest(give, 0) + greatest(community, 0)) stored,
  recent_deliver integer not null default 0,
  recent_give integer not null default 0,
  recent_community integer not null default 0,
  recent_at timestamptz,
  -- Moves with every ledger change: the server stores recomputed recent points only if it did not.
  version integer not null default 0,
  updated_at timestamptz not null default now()
);
-- Top Merit Professionals walks the totals from the highest.
create index merit_totals_rank on merit_totals (lifetime_total desc, recent_deliver desc);

-- Each ledger change moves its user's lifetime totals, expires their stored recent points and
-- tells every server process (NOTIFY at commit) to forget its cached copy.
create function ibh_merit_apply() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into merit_totals (user_id, deliver, give, community, recent_at, updated_at)
    values (new.user_id,
      case when new.axis = 'deliver' then new.points else 0 end,
      case when new.axis = 'give' then new.points else 0 end,
      case when new.axis = 'community' then new.points else 0 end,
      null, now())
    on conflict (user_id) do update set
      deliver = merit_totals.deliver + excluded.deliver,
      give = merit_totals.give + excluded.give,
      community = merit_totals.community + excluded.community,
      recent_at = null,
      version = merit_totals.version + 1,
      updated_at = now();
    perform pg_notify('ibh_merit', json_build_object('ns', current_schema(), 'userId', new.user_id)::text);
  else
    -- Only an update: a row deleted with its account must not bring the account's totals back.
    update merit_totals set
      deliver = deliver - case when old.axis = 'deliver' then old.points else 0 end,
      give = give - case when old.axis = 'give' then old.points else 0 end,
      community = community - case when old.axis = 'community' then old.points else 0 end,
      recent_at = null,
      version = version + 1,
      updated_at = now()
    where user_id = old.user_id;
    perform pg_notify('ibh_merit', json_build_object('ns', current_schema(), 'userId', old.user_id)::text);
  end if;
  return null;
end $$;
create trigger merit_events_apply after insert or delete on merit_events
  for each row execute function ibh_merit_apply();

-- Awards a kind's points to a professional (anyone else earns none), once per (kind, source).
create function ibh_merit_add(p_user uuid, p_kind text, p_source text, p_at timestamptz) returns void
language plpgsql as $$
begin
  if p_user is null then return; end if;
  insert into merit_events (user_id, axis, kind, points, source_id, occurred_at)
  select p_user, k.axis, k.kind, k.points, p_source, coalesce(p_at, now())
  from merit_kinds k, users u
  where k.kind = p_kind and u.id = p_user and u.role in ('professional', 'pro')
  on conflict (kind, source_id, user_id) do nothing;
end $$;

create function ibh_merit_remove(p_user uuid, p_kind text, p_source text) returns void
language plpgsql as $$
begin
  delete from merit_events where kind = p_kind and source_id = p_source and user_id = p_user;
end $$;

-- Every verified professional has a totals row (a new one starts at zero), so the total's
-- fallback (MERIT.totalFallback) is only for a row that is missing (decision 87).
create function ibh_merit_verified() returns trigger language plpgsql as $$
begin
  insert into merit_totals (user_id) values (new.user_id) on conflict (user_id) do nothing;
  return null;
end $$;
create trigger merit_user_profiles_verified after insert or update of is_verified on user_profiles
  for each row when (new.is_verified) execute function ibh_merit_verified();
create trigger merit_pro_profiles_verified after insert or update of verified on pro_profiles
  for each row when (new.verified) execute function ibh_merit_verified();

-- Deliver ---------------------------------------------------------------------------------------

-- On insert too: demo data and imports write orders and milestones in their final state.
create function ibh_merit_orders() returns trigger language plpgsql as $$
declare
  was_completed boolean := tg_op = 'UPDATE' and old.status = 'completed';
  had_response boolean := tg_op = 'UPDATE' and old.first_response_at is not null;
begin
  if new.status = 'completed' and not was_completed then
    perform ibh_merit_add(new.pro_id, 'order_completed', new.id::text, coalesce(new.completed_at, now()));
  end if;
  if not had_response and new.first_response_at is not null and new.paid_at is not null
     and new.first_response_at - new.paid_at <= interval '4 hours' then
    perform ibh_merit_add(new.pro_id, 'fast_first_response', new.id::text, new.first_response_at);
  end if;
  return null;
end $$;
create trigger merit_service_orders after insert or update of status, first_response_at on service_orders
  for each row execute function ibh_merit_orders();

create function ibh_merit_milestones() returns trigger language plpgsql as $$
declare
  pro uuid;
  was_approved boolean := tg_op = 'UPDATE' and old.status = 'approved';
  revisions_before integer := case when tg_op = 'UPDATE' then old.revision_count else 0 end;
begin
  select pro_id into pro from service_orders where id = new.order_id;
  if new.status = 'approved' and not was_approved
     and coalesce(new.submitted_at, new.approved_at, now()) <= new.due_date then
    perform ibh_merit_add(pro, 'milestone_on_time', new.id::text, coalesce(new.approved_at, now()));
  end if;
  for n in revisions_before + 1 .. new.revision_count loop
    perform ibh_merit_add(pro, 'revision_requested', new.id::text || ':' || n, coalesce(new.updated_at, now()));
  end loop;
  return null;
end $$;
create trigger merit_order_milestones after insert or update of status, revision_count on order_milestones
  for each row execute function ibh_merit_milestones();

-- A buyer's dispute counts against the professional; resolved by completing the order, it is withdrawn.
create function ibh_merit_disputes() returns trigger language plpgsql as $$
declare
  pro uuid;
begin
  select pro_id into pro from service_orders where id = new.order_id;
  if tg_op = 'INSERT' then
    if new.opened_by_role = 'buyer' then
      perform ibh_merit_add(pro, 'dispute_opened', new.id::text, new.created_at);
    end if;
  elsif new.resolution = 'completed' and old.resolution is distinct from 'completed' then
    perform ibh_merit_remove(pro, 'dispute_opened', new.id::text);
  end if;
  return null;
end $$;
create trigger merit_order_disputes after insert or update of resolution on order_disputes
  for each row execute function ibh_merit_disputes();

-- Give ------------------------------------------------------------------------------------------

create function ibh_merit_cosigns() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform ibh_merit_add(new.signer_user_id, 'cosign', new.evidence_id::text, new.created_at);
  else
    perform ibh_merit_remove(old.signer_user_id, 'cosign', old.evidence_id::text);
  end if;
  return null;
end $$;
create trigger merit_evidence_cosigns after insert or delete on evidence_cosigns
  for each row execute function ibh_merit_cosigns();

create function ibh_merit_sprint_cosigns() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform ibh_merit_remove(old.pro_user_id, 'cosign', old.id::text);
  elsif new.status = 'accepted' then
    perform ibh_merit_add(new.pro_user_id, 'cosign', new.id::text, coalesce(new.responded_at, now()));
  elsif tg_op = 'UPDATE' and old.status = 'accepted' then
    perform ibh_merit_remove(new.pro_user_id, 'cosign', new.id::text);
  end if;
  return null;
end $$;
create trigger merit_experiment_cosigns after insert or update of status or delete on experiment_cosign_requests
  for each row execute function ibh_merit_sprint_cosigns();

create function ibh_merit_attestations() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform ibh_merit_add(new.pro_user_id, 'attestation', new.id::text, new.created_at);
  else
    perform ibh_merit_remove(old.pro_user_id, 'attestation', old.id::text);
  end if;
  return null;
end $$;
create trigger merit_evidence_attestations after insert or delete on evidence_attestations
  for each row execute function ibh_merit_attestations();

-- Upvotes on someone else's evidence ('e:') or sprint ('x:', a professional's 'pro' upvote).
create function ibh_merit_upvotes() returns trigger language plpgsql as $$
declare
  r record;
  owner uuid;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_table_name = 'evidence_upvotes' then
    select owner_id into owner from evidence_entries where id = r.evidence_id;
    if tg_op = 'DELETE' then
      perform ibh_merit_remove(r.user_id, 'upvote', 'e:' || r.evidence_id);
    elsif owner is distinct from r.user_id then
      perform ibh_merit_add(r.user_id, 'upvote', 'e:' || r.evidence_id, r.created_at);
    end if;
  else
    select owner_user_id into owner from experiments where id = r.experiment_id;
    if tg_op = 'DELETE' then
      perform ibh_merit_remove(r.user_id, 'upvote', 'x:' || r.experiment_id);
    elsif owner is distinct from r.user_id and r.role = 'pro' then
      perform ibh_merit_add(r.user_id, 'upvote', 'x:' || r.experiment_id, r.created_at);
    end if;
  end if;
  return null;
end $$;
create trigger merit_evidence_upvotes after insert or delete on evidence_upvotes
  for each row execute function ibh_merit_upvotes();
create trigger merit_experiment_upvotes after insert or delete on experiment_upvotes
  for each row execute function ibh_merit_upvotes();

-- Community -------------------------------------------------------------------------------------

create function ibh_merit_comments() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform ibh_merit_add(new.user_id, 'comment', new.id::text, new.created_at);
  else
    perform ibh_merit_remove(old.user_id, 'comment', old.id::text);
  end if;
  return null;
end $$;
create trigger merit_idea_comments after insert or delete on idea_comments
  for each row execute function ibh_merit_comments();

-- 'Marked useful' is earned by the evidence's owner, from someone else.
create function ibh_merit_useful() returns trigger language plpgsql as $$
declare
  r record;
  owner uuid;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  select owner_id into owner from evidence_entries where id = r.evidence_id;
  if owner is null or owner = r.user_id then return null; end if;
  if tg_op = 'INSERT' then
    perform ibh_merit_add(owner, 'useful_received', r.evidence_id || ':' || r.user_id, r.created_at);
  else
    perform ibh_merit_remove(owner, 'useful_received', r.evidence_id || ':' || r.user_id);
  end if;
  return null;
end $$;
create trigger merit_evidence_useful after insert or delete on evidence_useful
  for each row execute function ibh_merit_useful();

create function ibh_merit_testimonials() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform ibh_merit_remove(old.user_id, 'testimonial_approved', old.id::text);
  elsif new.is_approved then
    perform ibh_merit_add(new.user_id, 'testimonial_approved', new.id::text, coalesce(new.updated_at, now()));
  elsif tg_op = 'UPDATE' then
    perform ibh_merit_remove(new.user_id, 'testimonial_approved', new.id::text);
  end if;
  return null;
end $$;
create trigger merit_testimonials after insert or update of is_approved or delete on testimonials
  for each row execute function ibh_merit_testimonials();

-- Helping in a workspace of an idea one does not own: chat (once per idea and UTC day) and tasks done.
create function ibh_merit_workspace_messages() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  select user_id into owner from ideas where id = new.idea_id;
  if new.sender_id is not null and owner is distinct from new.sender_id then
    perform ibh_merit_add(new.sender_id, 'workspace_help',
      new.idea_id || ':' || to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD'), new.created_at);
  end if;
  return null;
end $$;
create trigger merit_workspace_messages after insert on workspace_messages
  for each row execute function ibh_merit_workspace_messages();

create function ibh_merit_workspace_tasks() returns trigger language plpgsql as $$
declare
  owner uuid;
begin
  if tg_op = 'DELETE' then
    if old.assignee_id is not null then
      perform ibh_merit_remove(old.assignee_id, 'workspace_task_done', old.id::text);
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and old.assignee_id is not null
     and (new.status <> 'done' or new.assignee_id is distinct from old.assignee_id) then
    perform ibh_merit_remove(old.assignee_id, 'workspace_task_done', old.id::text);
  end if;
  if new.status = 'done' and new.assignee_id is not null then
    select user_id into owner from ideas where id = new.idea_id;
    if owner is distinct from new.assignee_id then
      perform ibh_merit_add(new.assignee_id, 'workspace_task_done', new.id::text, coalesce(new.updated_at, now()));
    end if;
  end if;
  return null;
end $$;
create trigger merit_workspace_tasks after insert or update of status, assignee_id or delete on workspace_tasks
  for each row execute function ibh_merit_workspace_tasks();

-- Backfill: what already happened earns its points now (demo data and existing installations).
insert into merit_totals (user_id)
select u.id from users u
left join user_profiles p on p.user_id = u.id
left join pro_profiles pp on pp.user_id = u.id
where u.role in ('professional', 'pro') and (coalesce(p.is_verified, false) or coalesce(pp.verified, false))
on conflict do nothing;

select ibh_merit_add(o.pro_id, 'order_completed', o.id::text, coalesce(o.completed_at, o.updated_at))
from service_orders o where o.status = 'completed';
select ibh_merit_add(o.pro_id, 'fast_first_response', o.id::text, o.first_response_at)
from service_orders o
where o.first_response_at is not null and o.paid_at is not null and o.first_response_at - o.paid_at <= interval '4 hours';
select ibh_merit_add(o.pro_id, 'milestone_on_time', m.id::text, coalesce(m.approved_at, m.updated_at))
from order_milestones m join service_orders o on o.id = m.order_id
where m.status = 'approved' and coalesce(m.submitted_at, m.approved_at, m.updated_at) <= m.due_date;
select ibh_merit_add(o.pro_id, 'revision_requested', m.id::text || ':' || n, m.updated_at)
from order_milestones m join service_orders o on o.id = m.order_id, generate_series(1, m.revision_count) n
where m.revision_count > 0;
select ibh_merit_add(o.pro_id, 'dispute_opened', d.id::text, d.created_at)
from order_disputes d join service_orders o on o.id = d.order_id
where d.opened_by_role = 'buyer' and d.resolution is distinct from 'completed';
select ibh_merit_add(c.signer_user_id, 'cosign', c.evidence_id::text, c.created_at) from evidence_cosigns c;
select ibh_merit_add(r.pro_user_id, 'cosign', r.id::text, coalesce(r.responded_at, r.created_at))
from experiment_cosign_requests r where r.status = 'accepted';
select ibh_merit_add(a.pro_user_id, 'attestation', a.id::text, a.created_at) from evidence_attestations a;
select ibh_merit_add(v.user_id, 'upvote', 'e:' || v.evidence_id, v.created_at)
from evidence_upvotes v join evidence_entries e on e.id = v.evidence_id where e.owner_id <> v.user_id;
select ibh_merit_add(v.user_id, 'upvote', 'x:' || v.experiment_id, v.created_at)
from experiment_upvotes v join experiments x on x.id = v.experiment_id
where x.owner_user_id <> v.user_id and v.role = 'pro';
select ibh_merit_add(c.user_id, 'comment', c.id::text, c.created_at) from idea_comments c where c.user_id is not null;
select ibh_merit_add(e.owner_id, 'useful_received', u.evidence_id || ':' || u.user_id, u.created_at)
from evidence_useful u join evidence_entries e on e.id = u.evidence_id where e.owner_id <> u.user_id;
select ibh_merit_add(t.user_id, 'testimonial_approved', t.id::text, t.updated_at)
from testimonials t where t.is_approved and t.user_id is not null;
select ibh_merit_add(m.sender_id, 'workspace_help',
  m.idea_id || ':' || to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD'), m.created_at)
from workspace_messages m join ideas i on i.id = m.idea_id
where m.sender_id is not null and m.sender_id <> i.user_id;
select ibh_merit_add(t.assignee_id, 'workspace_task_done', t.id::text, t.updated_at)
from workspace_tasks t join ideas i on i.id = t.idea_id
where t.status = 'done' and t.assignee_id is not null and t.assignee_id <> i.user_id;
