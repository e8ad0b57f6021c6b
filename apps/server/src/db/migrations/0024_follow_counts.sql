-- Denormalised follow counts (issue 20, decision 100): a profile read counted every accepted follow
-- of the person on each request, so a person with 100,000 followers cost 100,000 index entries a
-- view. The database keeps the counts in step with follows in the same statement as each follow,
-- unfollow, status change or account deletion, so no code path can forget them.

create table follow_counts (
  user_id uuid primary key references users (id) on delete cascade,
  -- Accepted follows of the person, and by the person.
  followers integer not null default 0 check (followers >= 0),
  following integer not null default 0 check (following >= 0)
);

-- One person's counts moved by a delta. Increments upsert (the first follow creates the row);
-- decrements only update, so a follow removed by the cascade of a deleted account never
-- re-creates the departing person's row.
create function ibh_follow_count_bump(person uuid, followers_delta integer, following_delta integer)
returns void language plpgsql as $$
begin
  if followers_delta + following_delta > 0 then
    insert into follow_counts (user_id, followers, following) values (person, followers_delta, following_delta)
      on conflict (user_id) do update set followers = follow_counts.followers + excluded.followers,
        following = follow_counts.following + excluded.following;
  else
    update follow_counts set followers = followers + followers_delta, following = following + following_delta
      where user_id = person;
  end if;
end $$;

-- Both rows of a follow in uuid order, so two people following each other at once cannot deadlock.
create function ibh_follow_counts_move(followed uuid, follower uuid, delta integer) returns void
language plpgsql as $$
begin
  if followed < follower then
    perform ibh_follow_count_bump(followed, delta, 0);
    perform ibh_follow_count_bump(follower, 0, delta);
  else
    perform ibh_follow_count_bump(follower, 0, delta);
    perform ibh_follow_count_bump(followed, delta, 0);
  end if;
end $$;

create function ibh_follow_counts() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') and old.status = 'accepted' then
    perform ibh_follow_counts_move(old.following_id, old.follower_id, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.status = 'accepted' then
    perform ibh_follow_counts_move(new.following_id, new.follower_id, 1);
  end if;
  return null;
end $$;
create trigger follow_counts_follows after insert or delete or update of status, follower_id, following_id
  on follows for each row execute function ibh_follow_counts();

-- Backfill from the follows already there.
insert into follow_counts (user_id, followers, following)
select user_id, sum(followers)::integer, sum(following)::integer
from (
  select following_id as user_id, 1 as followers, 0 as following from follows where status = 'accepted'
  union all
  select follower_id, 0, 1 from follows where status = 'accepted'
) f
group by user_id;
