-- Ambassador applications (000 sections 2, 3, 5; issue 19): anyone may apply from /students,
-- signed in or not; stored with source 'students_page'; an admin approves or declines each one on
-- /admin/ambassadors, and approved ambassadors show on the students page's rail. Bounds match
-- AMBASSADOR_LIMITS in the contract (decision 94).
create table ambassador_applications (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (char_length(full_name) between 1 and 120),
  -- As typed (trimmed); email_key is the lower-cased address duplicates are judged by.
  email text not null check (char_length(email) between 3 and 254),
  email_key text generated always as (lower(email)) stored,
  university text check (char_length(university) between 1 and 120),
  country text not null check (char_length(country) between 1 and 80),
  socials text check (char_length(socials) between 1 and 300),
  why text check (char_length(why) between 1 and 2000),
  agree boolean not null check (agree),
  source text not null default 'students_page' check (char_length(source) between 1 and 40),
  status text not null default 'pending' check (status in ('pending', 'approved', 'declined')),
  -- The account that applied while signed in; the application stays if the account goes.
  user_id uuid references users (id) on delete set null,
  reviewed_by uuid references users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open (pending or approved) application per address: a second one is not stored (decision 94).
create unique index ambassador_applications_open_email
  on ambassador_applications (email_key) where status in ('pending', 'approved');
-- The admin list: newest first, all or by status.
create index ambassador_applications_review on ambassador_applications (created_at desc, id desc);
create index ambassador_applications_status on ambassador_applications (status, created_at desc, id desc);
-- The students page: approved ambassadors (the rail, and the university of an idea's owner).
create index ambassador_applications_approved_user on ambassador_applications (user_id) where status = 'approved';
