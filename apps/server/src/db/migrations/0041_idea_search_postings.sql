-- Best match's candidates, newest first and bounded (issue 29, decision 164). A GIN index answers
-- "which ideas have this word" only as a bitmap of every match, built in full before a LIMIT can
-- stop it: 56-74 ms for a word in 3 % of a million ideas. This table is a posting list per word,
-- kept in (word, created_at) order by its B-tree, so the newest 300 ideas with a word are 300 index
-- entries away, however many ideas have it.
--
-- Its words are the lexemes of search_public (what any card shows: title, one-liner, tags,
-- industry, looking for), of public ideas only. Best match ranks those candidates against the
-- viewer's full search vector; it never decides what a viewer may find (the query still filters).
create table idea_search_postings (
  term text not null,
  created_at timestamptz not null,
  idea_id uuid not null,
  primary key (term, created_at, idea_id)
);

-- Statement level with a transition table for inserts (the bench inserts a million ideas in one
-- statement); row level for updates that change a card's words or the visibility, and deletes.
create function ibh_idea_postings_inserted() returns trigger language plpgsql as $$
begin
  insert into idea_search_postings (term, created_at, idea_id)
  select t, n.created_at, n.id
  from new_rows n, unnest(tsvector_to_array(n.search_public)) t
  where n.visibility = 'public';
  return null;
end $$;
create trigger idea_postings_inserted after insert on ideas
  referencing new table as new_rows for each statement execute function ibh_idea_postings_inserted();

create function ibh_idea_postings_changed() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.visibility = 'public' then
    delete from idea_search_postings
    where term = any(tsvector_to_array(old.search_public))
      and created_at = old.created_at and idea_id = old.id;
  end if;
  if tg_op = 'UPDATE' and new.visibility = 'public' then
    insert into idea_search_postings (term, created_at, idea_id)
    select t, new.created_at, new.id from unnest(tsvector_to_array(new.search_public)) t
    on conflict do nothing;
  end if;
  return null;
end $$;
-- The counter triggers update ideas on every like: only a change of a card's words or visibility
-- (or of created_at, which the app never changes) touches the postings.
create trigger idea_postings_updated after update on ideas
  for each row when (
    old.search_public is distinct from new.search_public
    or old.visibility is distinct from new.visibility
    or old.created_at is distinct from new.created_at
  ) execute function ibh_idea_postings_changed();
create trigger idea_postings_deleted after delete on ideas
  for each row when (old.visibility = 'public') execute function ibh_idea_postings_changed();

insert into idea_search_postings (term, created_at, idea_id)
select t, i.created_at, i.id
from ideas i, unnest(tsvector_to_array(i.search_public)) t
where i.visibility = 'public';
