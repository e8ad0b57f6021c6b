-- Ideas and everything people do around them: likes, comments, saves, follows, favourites,
-- team members and invites, collaboration requests, and the shared workspace (chat, tasks,
-- files, presence). Counters on ideas are kept by triggers so every writer stays correct.

-- Joins a text[] into one string for the search vector (array_to_string is only stable).
create function ibh_join_array(items text[]) returns text
  language sql immutable strict parallel safe
  as $$ select coalesce(string_agg(item, ' ' order by ordinality), '') from unnest(items) with ordinality as t(item, ordinality) $$;

create table ideas (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 80),
  one_liner text check (char_length(one_liner) <= 120),
  short_description text not null check (char_length(short_description) between 1 and 300),
  full_description text check (char_length(full_description) <= 2000),
  roadmap text check (char_length(roadmap) <= 4000),
  stage text not null default 'raw' check (stage in ('raw', 'needs_guidance', 'full_pitchdeck')),
  visibility text not null default 'public' check (visibility in ('public', 'private')),
  open_for_collab boolean not null default false,
  is_premium boolean not null default false,
  tags text[] not null default '{}' check (cardinality(tags) <= 12),
  industry text[] not null default '{}' check (cardinality(industry) <= 12),
  looking_for text[] not null default '{}' check (cardinality(looking_for) <= 12),
  skills text[] not null default '{}' check (cardinality(skills) <= 12),
  funding numeric check (funding >= 0),
  availability text check (char_length(availability) <= 80),
  -- Storage keys under the idea-images area: {ideaId}/{timestamp}-{random}-{filename}.
  image_paths text[] not null default '{}',
  -- The first uploaded image (the spec's image_url), a storage key.
  image_path text,
  likes_count integer not null default 0,
  comments_count integer not null default 0,
  followers_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  tags_lc text[] generated always as (ibh_lower_array(tags)) stored,
  industry_lc text[] generated always as (ibh_lower_array(industry)) stored,
  looking_for_lc text[] generated always as (ibh_lower_array(looking_for)) stored,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', coalesce(one_liner, '') || ' ' || ibh_join_array(tags) || ' ' || ibh_join_array(industry)), 'B')
    || setweight(to_tsvector('english', short_description || ' ' || ibh_join_array(looking_for) || ' ' || ibh_join_array(skills)), 'C')
    || setweight(to_tsvector('english', coalesce(full_description, '')), 'D')
  ) stored
);
-- Explore reads public ideas only, by one of three sorts, with keyset cursors. The GIN indexes skip
-- the pending list (fastupdate off): PGlite has no autovacuum to flush it, and a long pending list
-- makes every search scan it; ideas are written rarely and searched often.
create index ideas_public_newest on ideas (created_at desc, id desc) where visibility = 'public';
create index ideas_public_likes on ideas (likes_count desc, created_at desc, id desc) where visibility = 'public';
create index ideas_public_comments on ideas (comments_count desc, created_at desc, id desc) where visibility = 'public';
create index ideas_public_search on ideas using gin (search) with (fastupdate = off) where visibility = 'public';
create index ideas_public_tags on ideas using gin (tags_lc) with (fastupdate = off) where visibility = 'public';
create index ideas_public_industry on ideas using gin (industry_lc) with (fastupdate = off) where visibility = 'public';
create index ideas_public_looking_for on ideas using gin (looking_for_lc) with (fastupdate = off) where visibility = 'public';
-- My Hub: an owner's ideas, most recently updated first.
create index ideas_by_owner on ideas (user_id, updated_at desc, id desc);

-- Non-image attachments (PDFs) the wizard uploads, shown on the idea page.
create table idea_files (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  path text not null unique,
  name text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  position integer not null,
  created_at timestamptz not null default now()
);
create index idea_files_by_idea on idea_files (idea_id, position);

create table idea_likes (
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (idea_id, user_id)
);
create index idea_likes_by_user on idea_likes (user_id, created_at desc);

create table idea_comments (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  -- Null once the author deleted their account: the comment stays for the discussion (decision 22).
  user_id uuid references users (id) on delete set null,
  -- Replies point at a top-level comment (one level of threading).
  parent_id uuid references idea_comments (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index idea_comments_top on idea_comments (idea_id, created_at desc, id desc) where parent_id is null;
create index idea_comments_replies on idea_comments (parent_id, created_at, id) where parent_id is not null;
create index idea_comments_by_user on idea_comments (user_id);

create table idea_saves (
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (idea_id, user_id)
);
create index idea_saves_by_user on idea_saves (user_id, created_at desc, idea_id);

create table idea_follows (
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (idea_id, user_id)
);
create index idea_follows_by_user on idea_follows (user_id, created_at desc, idea_id);

create table idea_favorites (
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (idea_id, user_id)
);
create index idea_favorites_by_user on idea_favorites (user_id);

create table idea_team_members (
  idea_id uuid not null references ideas (id) on delete cascade,
  member_id uuid not null references users (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (idea_id, member_id)
);
create index idea_team_members_by_member on idea_team_members (member_id, added_at desc);

-- The owner invites someone to the team; the invitee accepts (becomes a team member) or declines.
create table idea_team_invites (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  inviter_id uuid not null references users (id) on delete cascade,
  invitee_id uuid not null references users (id) on delete cascade,
  message text check (char_length(message) <= 500),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  check (inviter_id <> invitee_id)
);
create unique index idea_team_invites_one_pending on idea_team_invites (idea_id, invitee_id) where status = 'pending';
create index idea_team_invites_by_invitee on idea_team_invites (invitee_id, created_at desc) where status = 'pending';

-- A request to collaborate (pending) that the owner accepts (an active collaborator) or declines.
create table idea_collab_interest (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  message text check (char_length(message) <= 500),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  unique (idea_id, user_id)
);
create index idea_collab_interest_by_idea on idea_collab_interest (idea_id, status, created_at desc);
create index idea_collab_interest_by_user on idea_collab_interest (user_id, status, created_at desc);

create table workspace_messages (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  -- Null once the sender deleted their account: the message stays for the others (decision 22).
  sender_id uuid references users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);
create index workspace_messages_by_idea on workspace_messages (idea_id, created_at desc, id desc);

create table workspace_tasks (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  status text not null default 'todo' check (status in ('todo', 'doing', 'done')),
  assignee_id uuid references users (id) on delete set null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index workspace_tasks_by_idea on workspace_tasks (idea_id, created_at, id);

create table workspace_files (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references ideas (id) on delete cascade,
  uploader_id uuid references users (id) on delete set null,
  -- Storage key under the project-files area: {ideaId}/{timestamp}-{filename}.
  path text not null unique,
  name text not null,
  content_type text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  created_at timestamptz not null default now()
);
create index workspace_files_by_idea on workspace_files (idea_id, created_at desc, id desc);

-- Who has the workspace open: refreshed by a ping while the page is visible.
create table workspace_presence (
  idea_id uuid not null references ideas (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  seen_at timestamptz not null default now(),
  primary key (idea_id, user_id)
);

-- Counters: one trigger function per counted table keeps ideas.<column> in step.
create function ibh_count_likes() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update ideas set likes_count = likes_count + 1 where id = new.idea_id;
  else
    update ideas set likes_count = greatest(likes_count - 1, 0) where id = old.idea_id;
  end if;
  return null;
end $$;
create trigger idea_likes_count after insert or delete on idea_likes
  for each row execute function ibh_count_likes();

create function ibh_count_comments() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update ideas set comments_count = comments_count + 1 where id = new.idea_id;
  else
    update ideas set comments_count = greatest(comments_count - 1, 0) where id = old.idea_id;
  end if;
  return null;
end $$;
create trigger idea_comments_count after insert or delete on idea_comments
  for each row execute function ibh_count_comments();

create function ibh_count_idea_follows() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update ideas set followers_count = followers_count + 1 where id = new.idea_id;
  else
    update ideas set followers_count = greatest(followers_count - 1, 0) where id = old.idea_id;
  end if;
  return null;
end $$;
create trigger idea_follows_count after insert or delete on idea_follows
  for each row execute function ibh_count_idea_follows();
