-- The admin console (issue 16 part A; 001 sections 2.5, 4.1, 4.3, 7.4). Who is an admin stays the
-- `admins` table of 0004 (one source of truth; sessions read it on every request).

-- A dispute may be resolved by a split (decision 66): part of what is held is released to the
-- professional, the rest refunded. The admin's note and who resolved it are kept with the dispute.
alter table order_disputes drop constraint order_disputes_resolution_check;
alter table order_disputes add constraint order_disputes_resolution_check
  check (resolution in ('completed', 'refunded', 'reopened', 'split'));
alter table order_disputes add column resolved_by uuid references users (id) on delete set null;
alter table order_disputes add column resolution_note text check (char_length(resolution_note) <= 500);

-- The Disputes tab and the overview read disputed orders.
create index if not exists service_orders_disputed on service_orders (updated_at) where status = 'disputed';
-- The Verify Pros tab's "requested" filter.
create index if not exists user_profiles_verification_pending on user_profiles (updated_at desc)
  where verification_status = 'pending';
