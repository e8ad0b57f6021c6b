-- Notifications, their preferences, direct messages, blocks, message reports and the admin log.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  type text not null,
  title text not null,
  body text not null,
  link text not null,
  -- 000 section 3 meta: category, icon, color, fromUserId, targetType, targetId, actionable,
  -- actions, actionData, templateType, variables, resolved, resolution.
  meta jsonb not null default '{}'::jsonb,
  -- Copied out of meta: the columns the list, the badge and resolution query on.
  from_user_id uuid references users (id) on delete set null,
  dedupe_key text,
  is_read boolean not null default false,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notifications_by_user on notifications (user_id, created_at desc, id desc);
create index notifications_unread on notifications (user_id) where not is_read;
create index notifications_open_actions on notifications using gin ((meta -> 'actionData'))
  where resolved_at is null and (meta ->> 'actionable') = 'true';
create index notifications_dedupe on notifications (user_id, dedupe_key, created_at desc)
  where dedupe_key is not null;
create index notifications_from_user on notifications (from_user_id) where from_user_id is not null;

-- One row per person who changed a default; a missing row means the defaults.
create table notification_preferences (
  user_id uuid primary key references users (id) on delete cascade,
  collab boolean not null default true,
  proshop boolean not null default true,
  system boolean not null default true,
  email boolean not null default false,
  push boolean not null default true,
  updated_at timestamptz not null default now()
);

create table direct_messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null references users (id) on delete cascade,
  recipient_id uuid not null references users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  check (sender_id <> recipient_id)
);
-- My latest messages either way (the conversation list) and one thread, newest first.
create index direct_messages_sent on direct_messages (sender_id, created_at desc, id desc);
create index direct_messages_received on direct_messages (recipient_id, created_at desc, id desc);
create index direct_messages_thread on direct_messages (
  least(sender_id, recipient_id), greatest(sender_id, recipient_id), created_at desc, id desc
);
create index direct_messages_unread on direct_messages (recipient_id, sender_id) where read_at is null;

create table user_blocks (
  blocker_id uuid not null references users (id) on delete cascade,
  blocked_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  check (blocker_id <> blocked_id)
);
create index user_blocks_blocked on user_blocks (blocked_id);

create table direct_message_reports (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references direct_messages (id) on delete cascade,
  reporter_id uuid not null references users (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 500),
  created_at timestamptz not null default now(),
  unique (message_id, reporter_id)
);

-- 001 section 3.2. admin_id is null for entries written on a user's behalf (a message report).
create table admin_logs (
  id uuid primary key default gen_random_uuid(),
  admin_id uuid references users (id) on delete set null,
  action text not null,
  target_type text not null,
  target_id text,
  details jsonb not null default '{}'::jsonb,
  ip_address text,
  created_at timestamptz not null default now()
);
create index admin_logs_newest on admin_logs (created_at desc, id desc);

-- Owners may invite someone to collaborate (collab_invite): status 'invited' until answered.
alter table idea_collab_interest drop constraint idea_collab_interest_status_check;
alter table idea_collab_interest add constraint idea_collab_interest_status_check
  check (status in ('pending', 'accepted', 'declined', 'invited'));
alter table idea_collab_interest add column invited_by uuid references users (id) on delete cascade;
