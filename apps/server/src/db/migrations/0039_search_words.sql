-- Best match and typo tolerance (issue 29, decision 157). pg_trgm gives similarity() and the
-- trigram operator class; a words table per searchable kind holds the distinct words of what a
-- card shows (an idea's title, one-liner and tags; a service's title), so a search word that
-- finds nothing is corrected against a few thousand words, not against a million titles.
-- In public: an extension exists once per database, and the tests' per-schema databases (search
-- path "<schema>, public") must all see it; in a schema of its own, dropping that schema would drop it.
create extension if not exists pg_trgm with schema public;

-- The words of a text: lower-cased runs of letters and digits, 3 to 40 long, not all digits
-- ('Idea number 123456' would add a word per idea).
create function ibh_search_words(doc text) returns setof text
language sql immutable parallel safe as $$
  select distinct w
  from regexp_split_to_table(lower(coalesce(doc, '')), '[^[:alnum:]]+') w
  where length(w) between 3 and 40 and w !~ '^[0-9]+$'
$$;

-- Words only ever arrive: a word whose last idea went away stays; a correction is shown only when
-- the corrected search finds something the viewer may see (decision 157).
create table idea_words (word text primary key);
create index idea_words_trgm on idea_words using gin (word gin_trgm_ops) with (fastupdate = off);

create table service_words (word text primary key);
create index service_words_trgm on service_words using gin (word gin_trgm_ops) with (fastupdate = off);

-- Statement level with a transition table for inserts (the bench inserts a million ideas in one
-- statement); row level, only when a shown field or the visibility changes, for updates (the
-- counter triggers update ideas on every like and must not pay for this).
create function ibh_idea_words_inserted() returns trigger language plpgsql as $$
begin
  insert into idea_words (word)
  select distinct w
  from new_rows n,
    ibh_search_words(n.title || ' ' || coalesce(n.one_liner, '') || ' ' || ibh_join_array(n.tags)) w
  where n.visibility = 'public'
  on conflict do nothing;
  return null;
end $$;
create trigger idea_words_inserted after insert on ideas
  referencing new table as new_rows for each statement execute function ibh_idea_words_inserted();

create function ibh_idea_words_updated() returns trigger language plpgsql as $$
begin
  insert into idea_words (word)
  select w
  from ibh_search_words(new.title || ' ' || coalesce(new.one_liner, '') || ' ' || ibh_join_array(new.tags)) w
  on conflict do nothing;
  return null;
end $$;
create trigger idea_words_updated after update of title, one_liner, tags, visibility on ideas
  for each row when (new.visibility = 'public') execute function ibh_idea_words_updated();

create function ibh_service_words_inserted() returns trigger language plpgsql as $$
begin
  insert into service_words (word)
  select distinct w from new_rows n, ibh_search_words(n.title) w
  on conflict do nothing;
  return null;
end $$;
create trigger service_words_inserted after insert on pro_services
  referencing new table as new_rows for each statement execute function ibh_service_words_inserted();

create function ibh_service_words_updated() returns trigger language plpgsql as $$
begin
  insert into service_words (word) select w from ibh_search_words(new.title) w on conflict do nothing;
  return null;
end $$;
create trigger service_words_updated after update of title on pro_services
  for each row execute function ibh_service_words_updated();

insert into idea_words (word)
select distinct w
from ideas i, ibh_search_words(i.title || ' ' || coalesce(i.one_liner, '') || ' ' || ibh_join_array(i.tags)) w
where i.visibility = 'public'
on conflict do nothing;

insert into service_words (word)
select distinct w from pro_services s, ibh_search_words(s.title) w
on conflict do nothing;
