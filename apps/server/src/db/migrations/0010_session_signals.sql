-- Session and account signals (issue 12, items 2 and 7). Every change that ends a session or
-- changes what a cached session says about its user announces itself on the realtime channel,
-- from the database, so no code path (today's or a later one, or a hand-written statement) can
-- forget to: each server process drops its cached sessions and closes the sockets concerned.
-- NOTIFY is transactional: the signal goes out when the change commits, never before.
-- The payload names the schema (`ns`) like every realtime message; see platform/realtime/control.ts.

create function ibh_signal(kind text, session_id uuid, user_id uuid) returns void language plpgsql as $$
begin
  perform pg_notify('ibh_realtime', json_build_object(
    'ns', current_schema(),
    'control', json_build_object('kind', kind, 'sessionId', session_id, 'userId', user_id)
  )::text);
end $$;

-- Revoked (sign-out, password change or reset, refresh-token reuse) or deleted (account deletion):
-- the session ended. A new access token (refresh rotation): the old one must stop working. Any
-- other change of what decides whether it is live (expiry times, or last_seen_at moved back)
-- is announced too; the routine refresh of last_seen_at (forward) is not.
create function ibh_signal_session() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform ibh_signal('session.ended', old.id, old.user_id);
  elsif new.revoked_at is not null then
    perform ibh_signal('session.ended', new.id, new.user_id);
  else
    perform ibh_signal('session.changed', new.id, new.user_id);
  end if;
  return null;
end $$;
create trigger auth_sessions_signal_update after update on auth_sessions
  for each row
  when (old.revoked_at is distinct from new.revoked_at or old.access_hash is distinct from new.access_hash
        or old.access_expires_at is distinct from new.access_expires_at
        or old.expires_at is distinct from new.expires_at or old.created_at is distinct from new.created_at
        or old.user_id is distinct from new.user_id or new.last_seen_at < old.last_seen_at)
  execute function ibh_signal_session();
create trigger auth_sessions_signal_delete after delete on auth_sessions
  for each row execute function ibh_signal_session();

-- What a session says about its user: email, name, role, admin rights; or the account is gone.
create function ibh_signal_user() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform ibh_signal('user.deleted', null, old.id);
  else
    perform ibh_signal('user.changed', null, new.id);
  end if;
  return null;
end $$;
create trigger users_signal_update after update of email, full_name, role on users
  for each row
  when (old.email is distinct from new.email or old.full_name is distinct from new.full_name
        or old.role is distinct from new.role)
  execute function ibh_signal_user();
create trigger users_signal_delete after delete on users
  for each row execute function ibh_signal_user();

create function ibh_signal_admin() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform ibh_signal('user.changed', null, old.user_id);
  else
    perform ibh_signal('user.changed', null, new.user_id);
  end if;
  return null;
end $$;
create trigger admins_signal after insert or delete on admins
  for each row execute function ibh_signal_admin();
