-- Search must not be an oracle for premium text (issue 12, item 3). Viewers who may not read a
-- premium idea's details (anonymous visitors, unverified professionals, everyone outside its team)
-- are matched, and ranked, only against what its locked card shows them: the title, one-liner,
-- tags, industry and looking-for labels. `search` keeps every field for the viewers who may read
-- them. Weights follow `search` (title A; one-liner, tags and industry B; looking-for C).
alter table ideas add column search_public tsvector generated always as (
  setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', coalesce(one_liner, '') || ' ' || ibh_join_array(tags) || ' ' || ibh_join_array(industry)), 'B')
  || setweight(to_tsvector('english', ibh_join_array(looking_for)), 'C')
) stored;
-- Only premium public ideas are ever searched by it (normal ideas are readable by all: `search`).
create index ideas_public_premium_search on ideas using gin (search_public) with (fastupdate = off)
  where visibility = 'public' and is_premium;
