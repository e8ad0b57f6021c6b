-- Every email the server sends, delivered or not. Without SMTP the row is the
-- delivery ('logged'), readable at /dev/mail outside production.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  template text,
  meta jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'logged')),
  error text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_newest on mail_outbox (created_at desc, id desc);
create index mail_outbox_queued on mail_outbox (created_at) where status = 'queued';
