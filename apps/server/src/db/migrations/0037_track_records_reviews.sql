-- Track records and reviews (issue 29 parts 2 and 5; decisions 151, 152, 153).

-- orders: when the order was delivered for the first time. delivered_at is the latest delivery
-- (a revision reopens the order and the next submission delivers again); the on-time figure needs
-- the first. Set once by the delivery transition, in its transaction; older orders take it from
-- their log's first 'Order delivered' entry, else from delivered_at.
alter table service_orders add column first_delivered_at timestamptz;
update service_orders o
   set first_delivered_at = coalesce(
         (select min(m.created_at) from order_messages m
           where m.order_id = o.id and m.kind = 'system' and m.activity_kind = 'order'
             and m.body = 'Order delivered'),
         o.delivered_at)
 where o.delivered_at is not null;

-- A track record is one read per person over their orders paid in the window (decision 151).
create index service_orders_pro_paid on service_orders (pro_id, paid_at) where paid_at is not null;
create index service_orders_buyer_paid on service_orders (buyer_id, paid_at) where paid_at is not null;
-- "Did this order go into a dispute?" (only the open one had an index).
create index order_disputes_by_order on order_disputes (order_id);

-- reviews: one review per side of a completed order (decision 152). visible_at is when it shows
-- to everyone: completion + 14 days, or the moment the other side writes theirs (both rows are
-- moved then). A read compares it with now, so the reveal is exact without a poller.
create table order_reviews (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  author_id uuid references users (id) on delete set null,
  subject_id uuid references users (id) on delete set null,
  role text not null check (role in ('buyer', 'pro')),
  rating integer not null check (rating between 1 and 5),
  body text not null check (char_length(body) between 1 and 1000),
  service_id uuid,
  created_at timestamptz not null default now(),
  visible_at timestamptz not null,
  unique (order_id, role)
);
create index order_reviews_subject on order_reviews (subject_id, role, visible_at desc);
