-- Published read-only views (decision 142, issue 28): other modules read a person, a follow or a
-- readiness score through these instead of naming the owners' tables. Plain views: PostgreSQL
-- inlines them, and drops a left join whose columns a reader does not use (each joined on a primary
-- key), so a read through a view plans as the join it replaces.

-- people (profiles): an account (users, of auth) with its profile and its selling profile, both
-- absent (null) for a person who never opened them. No password or sign-in columns.
create view people as
select
  u.id,
  u.email,
  u.full_name,
  u.role,
  u.created_at,
  p.display_name,
  p.avatar_path,
  p.headline,
  p.tagline,
  p.bio,
  p.country,
  p.city,
  p.primary_profession,
  p.public_profile,
  p.onboard_complete,
  p.is_verified,
  p.verified_at,
  p.verification_status,
  p.verification_requested,
  p.linkedin_url,
  p.org_email,
  p.updated_at as profile_updated_at,
  pp.user_id is not null as has_pro_profile,
  pp.headline as pro_headline,
  pp.categories as pro_categories,
  pp.impact_score as pro_impact_score,
  pp.verified as pro_verified,
  pp.verified_at as pro_verified_at,
  pp.created_at as pro_created_at
from users u
left join user_profiles p on p.user_id = u.id
left join pro_profiles pp on pp.user_id = u.id;

-- accepted_follows (follows): who follows whom, accepted requests only.
create view accepted_follows as
select follower_id, following_id, created_at from follows where status = 'accepted';

-- follow_totals (follows): accepted follows of and by a person, as follow_counts keeps them (no
-- row for a person nobody follows and who follows nobody).
create view follow_totals as
select user_id, followers, following from follow_counts;

-- readiness_scores (readiness): a founder's readiness score (no row before they saved one).
create view readiness_scores as
select user_id, readiness_score from founder_readiness;
