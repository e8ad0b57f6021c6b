-- Issue 26: an order carries its package's revisions; a submission's delivery note; a returned coupon use.

-- A package's revisions: the spec's 2 is the ceiling (it was 10).
update service_packages set revisions = 2 where revisions > 2;
alter table service_packages drop constraint if exists service_packages_revisions_check;
alter table service_packages add constraint service_packages_revisions_check check (revisions between 0 and 2);

-- The revisions the buyer's package included, copied at checkout (a later edit of the service does
-- not change it) and counted over the order's milestones. Orders placed before: their package's
-- count (2 when the package is gone), never below what they already used. Checkout always writes
-- it; the default (the spec's ceiling) only serves rows written without it (fixtures).
alter table service_orders add column revisions_included integer not null default 2
  check (revisions_included between 0 and 6);
update service_orders o set revisions_included = greatest(
  coalesce((select least(p.revisions, 2) from service_packages p where p.id = o.package_id), 2),
  (select coalesce(sum(m.revision_count), 0)::int from order_milestones m where m.order_id = o.id)
);

-- When an unpaid order gave its coupon use back (cancelled or expired); set once.
alter table service_orders add column coupon_returned_at timestamptz;
update service_orders set coupon_returned_at = cancelled_at
  where status = 'cancelled' and paid_at is null and coupon_id is not null;

-- The professional's note with the latest submission of a milestone.
alter table order_milestones add column delivery_note text
  check (delivery_note is null or char_length(delivery_note) <= 2000);
