-- Top Merit Professionals as a stored ranking (issue 27): the home page read every verified
-- professional with a public profile and sorted them all on each request (5,666 at the large bench
-- size, more with every new professional). merit_ranking holds one row per such professional with
-- the pool's sort keys, kept current by triggers on everything they are made of, so the read
-- walks merit_ranking_top for its pool of 24 (and merit_ranking_rising for "rising").
--
-- The keys are the ones the pool was sorted by (modules/merit/top-pros.ts): the lifetime total
-- (MERIT.totalFallback, 300, when a professional has no totals row: decision 87), the stored
-- recent deliver points, then the shown name in lower case and the id. The server re-ranks the pool
-- with fresh recent points and the name as people read it, and rotates the top places by UTC day,
-- as before.

create table merit_ranking (
  user_id uuid primary key references users (id) on delete cascade,
  lifetime_total integer not null,
  recent_deliver integer not null,
  name_key text not null,
  verified_at timestamptz
);
create index merit_ranking_top on merit_ranking (lifetime_total desc, recent_deliver desc, name_key, user_id);
-- Rising: verified within 30 days, newest first.
create index merit_ranking_rising on merit_ranking (verified_at desc, user_id) where verified_at is not null;

-- Brings the rows of these users in line: present, with current keys, exactly when the user is a
-- verified professional (merit-read.ts's verifiedProSql) with a public profile.
create function ibh_merit_rank_sync(p_users uuid[]) returns void language plpgsql as $$
begin
  delete from merit_ranking r
   where r.user_id = any(p_users)
     and not exists (
       select 1 from users u
         left join user_profiles p on p.user_id = u.id
         left join pro_profiles pp on pp.user_id = u.id
        where u.id = r.user_id
          and u.role in ('professional', 'pro')
          and (coalesce(p.is_verified, false) or coalesce(pp.verified, false))
          and coalesce(p.public_profile, true));
  insert into merit_ranking (user_id, lifetime_total, recent_deliver, name_key, verified_at)
  select u.id,
         coalesce(t.lifetime_total, 300),
         coalesce(t.recent_deliver, 0),
         lower(coalesce(nullif(btrim(u.full_name), ''), p.display_name, '')),
         coalesce(p.verified_at, pp.verified_at)
    from users u
    left join user_profiles p on p.user_id = u.id
    left join pro_profiles pp on pp.user_id = u.id
    left join merit_totals t on t.user_id = u.id
   where u.id = any(p_users)
     and u.role in ('professional', 'pro')
     and (coalesce(p.is_verified, false) or coalesce(pp.verified, false))
     and coalesce(p.public_profile, true)
  on conflict (user_id) do update set
    lifetime_total = excluded.lifetime_total,
    recent_deliver = excluded.recent_deliver,
    name_key = excluded.name_key,
    verified_at = excluded.verified_at
  where (merit_ranking.lifetime_total, merit_ranking.recent_deliver, merit_ranking.name_key, merit_ranking.verified_at)
        is distinct from (excluded.lifetime_total, excluded.recent_deliver, excluded.name_key, excluded.verified_at);
end $$;

-- Who may enter or leave, or whose name changed. New rows: once per statement (a seed inserts
-- thousands at once); updates: only of the columns that matter, per row; deletes: per statement.
create function ibh_merit_rank_new_rows() returns trigger language plpgsql as $$
begin
  perform ibh_merit_rank_sync(array(select n.user_id from new_rows n));
  return null;
end $$;
create function ibh_merit_rank_old_rows() returns trigger language plpgsql as $$
begin
  perform ibh_merit_rank_sync(array(select o.user_id from old_rows o));
  return null;
end $$;
create function ibh_merit_rank_row() returns trigger language plpgsql as $$
begin
  -- users carries the id as id, the profile tables as user_id.
  if tg_table_name = 'users' then
    perform ibh_merit_rank_sync(array[new.id]);
  else
    perform ibh_merit_rank_sync(array[new.user_id]);
  end if;
  return null;
end $$;

-- A new user has no profile yet, so cannot be ranked: only updates of users count.
create trigger merit_rank_users after update of role, full_name on users
  for each row when (old.role is distinct from new.role or old.full_name is distinct from new.full_name)
  execute function ibh_merit_rank_row();

create trigger merit_rank_user_profiles_insert after insert on user_profiles
  referencing new table as new_rows for each statement execute function ibh_merit_rank_new_rows();
create trigger merit_rank_user_profiles_update
  after update of is_verified, public_profile, display_name, verified_at on user_profiles
  for each row when (
    old.is_verified is distinct from new.is_verified
    or old.public_profile is distinct from new.public_profile
    or old.display_name is distinct from new.display_name
    or old.verified_at is distinct from new.verified_at)
  execute function ibh_merit_rank_row();
create trigger merit_rank_user_profiles_delete after delete on user_profiles
  referencing old table as old_rows for each statement execute function ibh_merit_rank_old_rows();

create trigger merit_rank_pro_profiles_insert after insert on pro_profiles
  referencing new table as new_rows for each statement execute function ibh_merit_rank_new_rows();
create trigger merit_rank_pro_profiles_update after update of verified, verified_at on pro_profiles
  for each row when (old.verified is distinct from new.verified or old.verified_at is distinct from new.verified_at)
  execute function ibh_merit_rank_row();
create trigger merit_rank_pro_profiles_delete after delete on pro_profiles
  referencing old table as old_rows for each statement execute function ibh_merit_rank_old_rows();

-- Merit moved (the ledger's trigger in 0020, or the server storing fresh recent points): the
-- ranked row, if any, takes the new keys. A totals row deleted leaves the fallback total.
create function ibh_merit_rank_totals() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    update merit_ranking set lifetime_total = 300, recent_deliver = 0 where user_id = old.user_id;
  else
    update merit_ranking set lifetime_total = new.lifetime_total, recent_deliver = new.recent_deliver
     where user_id = new.user_id
       and (lifetime_total, recent_deliver) is distinct from (new.lifetime_total, new.recent_deliver);
  end if;
  return null;
end $$;
create trigger merit_rank_totals after insert or delete or update of deliver, give, community, recent_deliver
  on merit_totals for each row execute function ibh_merit_rank_totals();

-- Everyone already there.
select ibh_merit_rank_sync(array(select id from users where role in ('professional', 'pro')));
