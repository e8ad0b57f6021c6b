-- Issue 26: an admin's ruling leaves the milestones it settles in a state of their own, and the
-- sandbox checkout knows whose it is.

-- 'refunded' (a refund ruling gave the milestone's money back) and 'settled' (a split ruling
-- settled it); both reached only through the milestone transition table.
alter table order_milestones drop constraint order_milestones_status_check;
alter table order_milestones add constraint order_milestones_status_check
  check (status in ('open', 'submitted', 'approved', 'revisions', 'refunded', 'settled'));

-- The account that opened the checkout (the buyer): only that account's session pays or cancels
-- it from the sandbox page. Text like order_id: the payments adapter knows no users table.
alter table payment_checkout_sessions add column customer_user_id text
  check (customer_user_id is null or char_length(customer_user_id) between 1 and 255);

-- The ledger rows a dispute's ruling wrote name the dispute, so the ruling's amounts read both
-- parties see are the ledger's own (the releases and the refund of that ruling), not recomputed.
alter table escrow_ledger add column dispute_id uuid references order_disputes (id) on delete restrict;
create index escrow_ledger_by_dispute on escrow_ledger (dispute_id) where dispute_id is not null;
