-- The moderation screen (issue 26 item 15, docs/decisions.md). A report is open until an admin
-- dismisses it or acts on it (hides the reported item or warns its author): 'resolved' becomes
-- 'dismissed' (nothing was done to the item), and the action that closed a report is kept.
alter table moderation_reports drop constraint moderation_reports_status_check;
update moderation_reports set status = 'dismissed' where status = 'resolved';
alter table moderation_reports add constraint moderation_reports_status_check
  check (status in ('open', 'dismissed', 'actioned'));
alter table moderation_reports add column action text
  check (action in ('dismiss', 'hide', 'warn'));
alter table moderation_reports add constraint moderation_reports_action_matches
  check ((status = 'open' and action is null)
    or (status = 'dismissed' and action = 'dismiss')
    or (status = 'actioned' and action in ('hide', 'warn'))
    or (status = 'dismissed' and action is null));
-- The closed lists (dismissed, actioned, all) are newest first.
create index moderation_reports_by_status on moderation_reports (status, created_at desc, id desc);
create index moderation_reports_recent on moderation_reports (created_at desc, id desc);

-- A direct message hidden by a moderator: its sender still sees it, nobody else does.
alter table direct_messages add column hidden_at timestamptz;
