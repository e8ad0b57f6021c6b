-- Realtime events too large for one NOTIFY (Postgres caps its payload below 8000 bytes)
-- are stored here and announced by id; every process reads them at once, and rows older
-- than a few minutes are pruned by the servers.
create table realtime_messages (
  id uuid primary key,
  topic text not null,
  event jsonb not null,
  created_at timestamptz not null default now()
);
create index realtime_messages_created_at on realtime_messages (created_at);
