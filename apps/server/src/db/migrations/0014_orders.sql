-- Orders, escrow and the workroom (issue 15; 001 sections 3.1, 3.2, 4.1-4.3, 9). Money is integer
-- cents. Orders keep a copy of what was bought (service title, package) so a service edited or
-- deleted later does not change an order; parties' ids become null when an account is deleted
-- (decision 22: orders stay for accounting, anonymous).

-- Coupons (001 section 3.2). discount_value: percent (1..100) for 'percentage', cents for 'fixed'.
create table coupons (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code = upper(code) and char_length(code) between 1 and 20),
  description text,
  discount_type text not null check (discount_type in ('percentage', 'fixed')),
  discount_value integer not null check (discount_value > 0),
  max_discount_cents integer check (max_discount_cents > 0),
  min_order_cents integer not null default 0 check (min_order_cents >= 0),
  max_uses integer check (max_uses >= 1),
  used_count integer not null default 0 check (used_count >= 0),
  valid_until timestamptz,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (discount_type <> 'percentage' or discount_value <= 100),
  -- Never more uses than allowed, even under concurrent orders.
  check (max_uses is null or used_count <= max_uses)
);

create table service_orders (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid references ideas (id) on delete set null,
  buyer_id uuid references users (id) on delete set null,
  pro_id uuid references users (id) on delete set null,
  service_id uuid references pro_services (id) on delete set null,
  package_id uuid references service_packages (id) on delete set null,
  -- What was bought, copied when the order was placed.
  service_title text not null,
  service_category text not null,
  package_name text not null,
  package_tier text not null check (package_tier in ('basic', 'standard', 'premium')),
  package_days integer not null check (package_days >= 1),
  subtotal_cents integer not null check (subtotal_cents > 0),
  discount_cents integer not null default 0 check (discount_cents >= 0),
  price_cents integer not null check (price_cents > 0),
  currency text not null default 'USD',
  coupon_id uuid references coupons (id) on delete set null,
  brief text check (char_length(brief) <= 4000),
  status text not null default 'pending' check (status in (
    'pending', 'paid_escrow', 'in_progress', 'delivered', 'completed', 'cancelled', 'disputed'
  )),
  -- A Hire click's key: the same key from the same buyer is the same order.
  idempotency_key uuid not null,
  checkout_session_id text,
  escrow_pi_id text,
  paid_at timestamptz,
  started_at timestamptz,
  first_response_at timestamptz,
  delivered_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  -- Escrow balances, kept by the ledger's trigger: held = released + refunded + still held.
  escrow_held_cents integer not null default 0,
  escrow_released_cents integer not null default 0,
  escrow_refunded_cents integer not null default 0,
  escrow_still_held_cents integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (price_cents = subtotal_cents - discount_cents),
  check (escrow_released_cents >= 0 and escrow_refunded_cents >= 0 and escrow_still_held_cents >= 0),
  check (escrow_held_cents = escrow_released_cents + escrow_refunded_cents + escrow_still_held_cents),
  check (escrow_held_cents <= price_cents)
);
create unique index service_orders_idempotency on service_orders (buyer_id, idempotency_key);
create index service_orders_buyer on service_orders (buyer_id, created_at desc, id desc);
create index service_orders_buyer_status on service_orders (buyer_id, status, created_at desc, id desc);
create index service_orders_pro on service_orders (pro_id, created_at desc, id desc);
create index service_orders_pro_status on service_orders (pro_id, status, created_at desc, id desc);
-- Repeat customers and a buyer's history with a professional.
create index service_orders_buyer_pro on service_orders (buyer_id, pro_id);

create table coupon_usage (
  id uuid primary key default gen_random_uuid(),
  coupon_id uuid not null references coupons (id) on delete cascade,
  user_id uuid references users (id) on delete set null,
  order_id uuid not null unique references service_orders (id) on delete cascade,
  discount_cents integer not null check (discount_cents >= 0),
  used_at timestamptz not null default now()
);
create index coupon_usage_by_coupon on coupon_usage (coupon_id, used_at desc);

create table order_milestones (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  position integer not null check (position between 1 and 3),
  title text not null,
  due_date timestamptz not null,
  amount_cents integer not null check (amount_cents >= 0),
  status text not null default 'open' check (status in ('open', 'submitted', 'approved', 'revisions')),
  revision_notes text,
  -- At most 2 revision requests per milestone (001 section 9), enforced here too.
  revision_count integer not null default 0 check (revision_count between 0 and 2),
  submitted_at timestamptz,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (order_id, position)
);

-- The order's log: chat ('user') and system entries ('system'). A user's body that starts with
-- '[SYSTEM]' stays a user message: the kind decides, never the text.
create table order_messages (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  sender_id uuid references users (id) on delete set null,
  kind text not null check (kind in ('user', 'system')),
  activity_kind text check (activity_kind in ('order', 'milestone', 'clock', 'dispute', 'payment', 'file')),
  body text not null check (char_length(body) between 1 and 4100),
  created_at timestamptz not null default now(),
  check ((kind = 'system') = (activity_kind is not null))
);
create index order_messages_by_kind on order_messages (order_id, kind, created_at desc, id desc);

-- Files of the order folder ('order-files/{orderId}/{timestamp}-{filename}' in storage).
create table order_files (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  uploader_id uuid references users (id) on delete set null,
  name text not null,
  original_name text not null,
  storage_key text not null unique,
  content_type text not null,
  size_bytes integer not null check (size_bytes > 0),
  created_at timestamptz not null default now()
);
create index order_files_newest on order_files (order_id, created_at desc, id desc);

create table order_disputes (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  opened_by uuid references users (id) on delete set null,
  opened_by_role text not null check (opened_by_role in ('buyer', 'professional')),
  -- The status the order had when the dispute opened (a reopen returns to work).
  from_status text not null check (from_status in ('in_progress', 'delivered')),
  reason text not null check (char_length(reason) between 1 and 2000),
  answer text check (char_length(answer) <= 2000),
  answer_file_ids uuid[] not null default '{}',
  answered_by uuid references users (id) on delete set null,
  answered_at timestamptz,
  resolution text check (resolution in ('completed', 'refunded', 'reopened')),
  resolved_at timestamptz,
  created_at timestamptz not null default now()
);
-- One open dispute per order.
create unique index order_disputes_open on order_disputes (order_id) where resolved_at is null;

-- The order's running deadlines (the workroom shows them); each runs as a durable job keyed by
-- job_key. A dispute pauses them (remaining_ms kept) and a reopen starts new ones.
create table order_clocks (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references service_orders (id) on delete cascade,
  kind text not null check (kind in ('auto_approve', 'first_response', 'payment_expiry')),
  milestone_id uuid references order_milestones (id) on delete cascade,
  job_key text not null unique,
  due_at timestamptz not null,
  status text not null default 'running' check (status in ('running', 'paused', 'fired', 'cancelled')),
  remaining_ms bigint,
  created_at timestamptz not null default now(),
  check ((kind = 'auto_approve') = (milestone_id is not null)),
  check ((status = 'paused') = (remaining_ms is not null))
);
create index order_clocks_live on order_clocks (order_id) where status in ('running', 'paused');

create table payouts (
  id uuid primary key default gen_random_uuid(),
  pro_id uuid references users (id) on delete set null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null default 'USD',
  status text not null check (status in ('paid', 'failed')),
  idempotency_key uuid not null,
  provider_ref text,
  created_at timestamptz not null default now()
);
create unique index payouts_idempotency on payouts (pro_id, idempotency_key);
create index payouts_by_pro on payouts (pro_id, created_at desc);

-- The escrow ledger: append-only money movements in integer cents. hold (payment received), release
-- (a milestone approved; clears at available_at), refund (to the buyer), payout (to the professional,
-- no order). entry_key makes each movement happen once ('release:{milestoneId}').
create table escrow_ledger (
  id uuid primary key default gen_random_uuid(),
  order_id uuid references service_orders (id) on delete restrict,
  pro_id uuid references users (id) on delete set null,
  kind text not null check (kind in ('hold', 'release', 'refund', 'payout')),
  amount_cents integer not null check (amount_cents > 0),
  milestone_id uuid references order_milestones (id) on delete restrict,
  payout_id uuid references payouts (id) on delete restrict,
  entry_key text not null unique,
  available_at timestamptz,
  created_at timestamptz not null default now(),
  check ((kind = 'payout') = (order_id is null)),
  check ((kind = 'payout') = (payout_id is not null)),
  check ((kind = 'release') = (available_at is not null))
);
create index escrow_ledger_by_order on escrow_ledger (order_id, created_at);
create index escrow_ledger_by_pro on escrow_ledger (pro_id, kind, available_at);

-- Append-only: no update or delete, except the account deletion that makes pro_id null.
create function ibh_escrow_ledger_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.pro_id is null and old.pro_id is not null
     and (new.id, new.order_id, new.kind, new.amount_cents, new.entry_key)
       is not distinct from (old.id, old.order_id, old.kind, old.amount_cents, old.entry_key) then
    return new;
  end if;
  raise exception 'escrow_ledger is append-only' using errcode = '23514';
end $$;
create trigger escrow_ledger_append_only before update or delete on escrow_ledger
  for each row execute function ibh_escrow_ledger_append_only();

-- Each movement updates its order's balances; the order's check constraints then refuse a release
-- or refund of money that is not held (held = released + refunded + still held, none negative).
create function ibh_escrow_ledger_apply() returns trigger language plpgsql as $$
declare
  released bigint;
  paid bigint;
begin
  if new.kind = 'hold' then
    update service_orders set escrow_held_cents = escrow_held_cents + new.amount_cents,
      escrow_still_held_cents = escrow_still_held_cents + new.amount_cents where id = new.order_id;
  elsif new.kind = 'release' then
    update service_orders set escrow_released_cents = escrow_released_cents + new.amount_cents,
      escrow_still_held_cents = escrow_still_held_cents - new.amount_cents where id = new.order_id;
  elsif new.kind = 'refund' then
    update service_orders set escrow_refunded_cents = escrow_refunded_cents + new.amount_cents,
      escrow_still_held_cents = escrow_still_held_cents - new.amount_cents where id = new.order_id;
  else
    -- A payout never exceeds what was released to the professional and not yet paid out.
    select coalesce(sum(amount_cents) filter (where kind = 'release'), 0),
           coalesce(sum(amount_cents) filter (where kind = 'payout'), 0)
      into released, paid from escrow_ledger where pro_id = new.pro_id;
    if paid > released then
      raise exception 'payout exceeds released funds' using errcode = '23514';
    end if;
  end if;
  return new;
end $$;
create trigger escrow_ledger_apply after insert on escrow_ledger
  for each row execute function ibh_escrow_ledger_apply();
