-- The moderation queue (docs/decisions.md 38). A user's report of a direct message waits here,
-- open until an admin resolves it; admin_logs records only what admins do. The messages module
-- keeps direct_message_reports (one report per person and message); the admin module owns this.
create table moderation_reports (
  id uuid primary key default gen_random_uuid(),
  subject_type text not null check (subject_type in ('direct_message')),
  subject_id uuid not null,
  -- The report stays when the reporter deletes their account; it goes with the reported account.
  reporter_id uuid references users (id) on delete set null,
  reported_user_id uuid not null references users (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 500),
  excerpt text not null,
  status text not null default 'open' check (status in ('open', 'resolved')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references users (id) on delete set null,
  check ((status = 'open') = (resolved_at is null))
);
create index moderation_reports_open on moderation_reports (created_at, id) where status = 'open';
create index moderation_reports_subject on moderation_reports (subject_type, subject_id);
create index moderation_reports_reported_user on moderation_reports (reported_user_id);

-- Reports filed before the queue existed were admin_logs rows (admin_id null): they join the queue
-- as open reports, and admin_logs loses them.
insert into moderation_reports (subject_type, subject_id, reporter_id, reported_user_id, reason, excerpt, created_at)
select 'direct_message', m.id, r.reporter_id, m.sender_id, r.reason, left(m.body, 200), r.created_at
from direct_message_reports r
join direct_messages m on m.id = r.message_id;
delete from admin_logs where action = 'message_reported' and admin_id is null;
