-- The Professionals Shop (001 sections 3.1, 3.2, 5): category price floors, services with one to
-- three packages, and the shop's analytics events. pro_profiles (0005) is the selling profile; it
-- gains the time it was verified.

alter table pro_profiles add column verified_at timestamptz;

create table category_floors (
  category_key text primary key
    check (category_key in ('validate', 'mvp', 'pitch', 'design', 'marketing', 'development', 'consulting')),
  floor_price_cents integer not null check (floor_price_cents > 0),
  suggested_min_cents integer not null,
  suggested_max_cents integer not null,
  updated_at timestamptz not null default now(),
  check (suggested_min_cents >= floor_price_cents and suggested_max_cents >= suggested_min_cents)
);
-- Every category has a floor from the start (admins edit them later).
insert into category_floors (category_key, floor_price_cents, suggested_min_cents, suggested_max_cents) values
  ('validate', 5000, 10000, 30000),
  ('mvp', 50000, 150000, 500000),
  ('pitch', 7500, 15000, 50000),
  ('design', 10000, 25000, 100000),
  ('marketing', 10000, 25000, 100000),
  ('development', 50000, 100000, 500000),
  ('consulting', 7500, 15000, 60000);

create table pro_services (
  id uuid primary key default gen_random_uuid(),
  pro_id uuid not null references users (id) on delete cascade,
  title text not null check (char_length(title) between 1 and 100),
  category text not null references category_floors (category_key),
  description text not null default '' check (char_length(description) <= 5000),
  deliverables text[] not null default '{}' check (cardinality(deliverables) <= 10),
  eta_days integer not null check (eta_days between 1 and 365),
  -- Storage keys of the re-encoded images (shop/services/{id}/{kind}-{timestamp}.webp).
  banner_path text,
  thumb_path text,
  status text not null default 'draft' check (status in ('draft', 'published')),
  -- The cheapest package, kept by the writer in the same transaction as the packages.
  from_cents integer check (from_cents > 0),
  -- The seller's side, kept by the triggers below: verified professional, impact score, and the
  -- words of their name and headline for the search.
  pro_verified boolean not null default false,
  pro_impact numeric not null default 0,
  pro_search tsvector not null default ''::tsvector,
  listed boolean generated always as (status = 'published' and pro_verified and from_cents is not null) stored,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', ibh_join_array(deliverables)), 'C')
    || setweight(to_tsvector('english', description), 'D')
    || pro_search
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz,
  check (status = 'draft' or published_at is not null)
);
-- Browse reads listed services only, in one of four orders, with keyset cursors. GIN without a
-- pending list (as ideas, 0006): PGlite has no autovacuum to flush it.
create index pro_services_listed_recommended on pro_services (pro_impact desc, published_at desc, id desc) where listed;
create index pro_services_listed_price on pro_services (from_cents, id) where listed;
create index pro_services_listed_fastest on pro_services (eta_days, id) where listed;
create index pro_services_listed_newest on pro_services (published_at desc, id desc) where listed;
create index pro_services_listed_category on pro_services (category, published_at desc, id desc) where listed;
create index pro_services_listed_search on pro_services using gin (search) with (fastupdate = off) where listed;
-- The shop dashboard and /pro/{id}: a seller's services, newest first.
create index pro_services_by_pro on pro_services (pro_id, created_at desc, id desc);

create table service_packages (
  id uuid primary key default gen_random_uuid(),
  service_id uuid not null references pro_services (id) on delete cascade,
  tier text not null check (tier in ('basic', 'standard', 'premium')),
  name text not null check (char_length(name) between 1 and 40),
  price_cents integer not null check (price_cents > 0),
  days integer not null check (days between 1 and 365),
  revisions integer not null default 0 check (revisions between 0 and 10),
  includes text[] not null default '{}' check (cardinality(includes) <= 10),
  created_at timestamptz not null default now(),
  unique (service_id, tier)
);

create table analytics_events (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in (
    'hire_pro_impression', 'hire_pro_click', 'brief_opened', 'brief_completed', 'first_pro_response',
    'order_created', 'order_completed', 'dispute_opened', 'repeat_customer', 'price_selection', 'outcome_added'
  )),
  -- Null for signed-out visitors (impressions and clicks on public pages).
  user_id uuid references users (id) on delete set null,
  meta jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
-- Admin analytics read one type over a window (7, 30, 90, 365 days).
create index analytics_events_by_type on analytics_events (type, created_at desc);
create index analytics_events_by_user on analytics_events (user_id) where user_id is not null;

-- The seller columns of a service: verified professional, impact score, and the words of the
-- seller's name and headline (searched with the service's own words).
create function ibh_shop_seller(seller uuid, out verified boolean, out impact numeric, out words tsvector)
  language sql stable as $$
  select
    coalesce(u.role in ('professional', 'pro'), false)
      and (coalesce(p.is_verified, false) or coalesce(pp.verified, false)),
    coalesce(pp.impact_score, 0),
    setweight(to_tsvector('english', coalesce(u.full_name, '') || ' ' || coalesce(p.display_name, '')), 'B')
      || setweight(to_tsvector('english', coalesce(pp.headline, '') || ' ' || coalesce(p.headline, '')), 'C')
  from users u
  left join user_profiles p on p.user_id = u.id
  left join pro_profiles pp on pp.user_id = u.id
  where u.id = seller
$$;

-- A new service takes its seller's columns.
create function ibh_shop_service_seller() returns trigger language plpgsql as $$
declare
  s record;
begin
  select * into s from ibh_shop_seller(new.pro_id);
  new.pro_verified := coalesce(s.verified, false);
  new.pro_impact := coalesce(s.impact, 0);
  new.pro_search := coalesce(s.words, ''::tsvector);
  return new;
end $$;
create trigger pro_services_seller before insert on pro_services
  for each row execute function ibh_shop_service_seller();

-- When the seller's name, role, headline, verification or impact changes, their services follow.
create function ibh_shop_seller_changed() returns trigger language plpgsql as $$
declare
  seller uuid;
begin
  if tg_table_name = 'users' then
    seller := new.id;
  elsif tg_op = 'DELETE' then
    seller := old.user_id;
  else
    seller := new.user_id;
  end if;
  update pro_services ps set
    pro_verified = coalesce(s.verified, false),
    pro_impact = coalesce(s.impact, 0),
    pro_search = coalesce(s.words, ''::tsvector)
  from ibh_shop_seller(seller) s
  where ps.pro_id = seller;
  return null;
end $$;

create trigger pro_services_seller_users after update of full_name, role on users
  for each row when (old.full_name is distinct from new.full_name or old.role is distinct from new.role)
  execute function ibh_shop_seller_changed();
create trigger pro_services_seller_profiles after insert or update of display_name, headline, is_verified
  on user_profiles for each row execute function ibh_shop_seller_changed();
create trigger pro_services_seller_pro_profiles after insert or update or delete on pro_profiles
  for each row execute function ibh_shop_seller_changed();
