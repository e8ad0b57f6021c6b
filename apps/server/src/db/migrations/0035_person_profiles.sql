-- person_profiles (profiles; published views: decision 142, issue 28): a person's profile
-- alone, one row per user_profiles row, without the account. For readers that need only profile
-- columns: a lookup by user_id, or a scan over every profile (the co-founder finder, the students
-- page's countries) that through `people` would also join every account. A plain view over one
-- table: PostgreSQL inlines it, so a read plans as the read of user_profiles it replaces. No
-- contact columns (phone, website, calendly, linkedin, org e-mail): those stay the owner's to show.
create view person_profiles as
select
  user_id,
  display_name,
  avatar_path,
  headline,
  tagline,
  country,
  city,
  primary_profession,
  secondary_roles,
  skills,
  looking_for_roles,
  looking_for_skills,
  collaboration_type,
  availability_per_week,
  stage_preference,
  location_preference,
  public_profile,
  onboard_complete,
  is_verified,
  roles_lc,
  skills_lc,
  looking_for_roles_lc,
  looking_for_skills_lc
from user_profiles;
