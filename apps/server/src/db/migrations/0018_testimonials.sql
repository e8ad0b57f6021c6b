-- Testimonials (000 sections 3, 4, 7): a signed-in person's story, pending (is_approved false)
-- until an admin approves it; the home page reads the 20 newest approved ones. Limits match
-- TESTIMONIAL_LIMITS in the contract (decision 72); the quote needs at least 40 characters.
create table testimonials (
  id uuid primary key default gen_random_uuid(),
  -- The story goes with the account that wrote it.
  user_id uuid references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  role text check (char_length(role) between 1 and 80),
  ibh_role text check (ibh_role in ('idea_owner', 'mentor', 'funder', 'supporter', 'student', 'community')),
  avatar_url text check (char_length(avatar_url) between 1 and 500),
  country text not null check (char_length(country) between 1 and 80),
  quote text not null check (char_length(quote) between 40 and 1000),
  is_approved boolean not null default false,
  coords_lat double precision check (coords_lat between -90 and 90),
  coords_lng double precision check (coords_lng between -180 and 180),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The home list: approved, newest first.
create index testimonials_approved on testimonials (created_at desc, id desc) where is_approved;
-- The admin review: newest first (all, or by approval).
create index testimonials_review on testimonials (is_approved, created_at desc, id desc);
create index testimonials_user on testimonials (user_id) where not is_approved;
