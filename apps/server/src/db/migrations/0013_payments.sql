-- The payments adapter (platform/payments, decisions 49 and 50). These tables are the adapter's
-- own records: what checkout sessions it opened, every provider event it received (verified), and
-- the refunds and payouts it made. The escrow ledger (what the money means for an order) belongs
-- to the orders module.

-- A checkout session opened through the provider (sandbox or Stripe), by its provider id.
create table payment_checkout_sessions (
  id text primary key check (char_length(id) between 1 and 255),
  provider text not null check (provider in ('sandbox', 'stripe')),
  order_id text not null check (char_length(order_id) between 1 and 255),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency = 'usd'),
  description text not null check (char_length(description) between 1 and 500),
  success_url text not null,
  cancel_url text not null,
  customer_email text,
  -- A second createCheckout with the same key answers this session again.
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 255),
  -- open until a verified webhook says completed or expired; the redirect never changes it.
  status text not null default 'open' check (status in ('open', 'completed', 'expired')),
  payment_intent_id text,
  url text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payment_checkout_sessions_order on payment_checkout_sessions (order_id);

-- Every verified webhook event, once: a replayed event id conflicts and changes nothing.
create table payment_events (
  provider_event_id text primary key check (char_length(provider_event_id) between 1 and 255),
  provider text not null check (provider in ('sandbox', 'stripe')),
  type text not null,
  payload jsonb not null,
  -- Whether the event mapped to a domain event (unknown types are stored and ignored).
  handled boolean not null,
  received_at timestamptz not null default now()
);

-- Refunds and payouts made through the adapter, one row per idempotency key.
create table payment_operations (
  id text primary key,
  provider text not null check (provider in ('sandbox', 'stripe')),
  kind text not null check (kind in ('refund', 'payout')),
  idempotency_key text not null check (char_length(idempotency_key) between 1 and 255),
  amount_cents integer not null check (amount_cents > 0),
  -- refund: the payment it refunds.
  payment_intent_id text,
  -- payout: the professional and, when they have one, their connected account.
  pro_user_id text,
  destination text,
  -- payout: 'transferred' (a Connect transfer was made) or 'recorded' (no destination yet).
  status text not null check (status in ('refunded', 'transferred', 'recorded')),
  created_at timestamptz not null default now(),
  unique (kind, idempotency_key),
  check ((kind = 'refund') = (payment_intent_id is not null)),
  check ((kind = 'payout') = (pro_user_id is not null))
);
