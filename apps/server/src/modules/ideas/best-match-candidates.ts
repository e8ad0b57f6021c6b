import { SEARCH_LIMITS } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import { positiveSearch } from '../../platform/search-text.ts';

const { bestMatchCandidates, bestMatchPostingsPerWord, bestMatchWordCountCap } = SEARCH_LIMITS;

const lexemesOf = (text: string) => sql`tsvector_to_array(to_tsvector('english', ${text}))`;

/**
 * The one posting list a search that needs every word walks (decision 164): its rarest word's,
 * every match having that word. Each list is sized by counting at most bestMatchWordCountCap
 * entries; a one-word search is not counted. Null when the search has no word to walk.
 */
function rarestTerm(text: string): RawBuilder<unknown> {
  const lexemes = lexemesOf(text);
  return sql`select t from unnest(${lexemes}) t
    order by case when cardinality(${lexemes}) = 1 then 0 else (select count(*) from (
      select 1 from idea_search_postings c where c.term = t limit ${bestMatchWordCountCap}::int
    ) n) end, t
    limit 1`;
}

/**
 * The walked postings, newest first, at most bestMatchPostingsPerWord a list: of the rarest word
 * for a search that needs every word (an ordered index scan the LIMIT above stops early), of every
 * word for an OR search (merged and deduplicated).
 */
function walkedPostings(q: string): RawBuilder<unknown> {
  const { text, anyOf } = positiveSearch(q);
  if (!anyOf) {
    return sql`select p.idea_id, p.created_at from idea_search_postings p
      where p.term = (${rarestTerm(text)})
      order by p.created_at desc, p.idea_id desc
      limit ${bestMatchPostingsPerWord}::int`;
  }
  return sql`select distinct p.idea_id, p.created_at
    from unnest(${lexemesOf(text)}) w(term)
    cross join lateral (
      select p.idea_id, p.created_at from idea_search_postings p
      where p.term = w.term
      order by p.created_at desc, p.idea_id desc
      limit ${bestMatchPostingsPerWord}::int
    ) p`;
}

/**
 * SQL: Best match's candidates (id, created_at, sort_key) on `ideas i` under `where` (which holds
 * the viewer's search match): the newest SEARCH_LIMITS.bestMatchCandidates ideas met on the walked
 * posting lists of migration 0041 (at most bestMatchPostingsPerWord entries each, read from the
 * B-tree, never a bitmap of every match); when that finds fewer, the full-text index fills the set
 * (a rare word, a word only in descriptions, a search of only excluded words). `sortKey` is
 * computed on the candidates only, as each is read.
 */
export function bestMatchCandidatesSql(
  q: string,
  where: RawBuilder<unknown>,
  sortKey: RawBuilder<unknown>,
): RawBuilder<unknown> {
  // The score is computed where each candidate's row is first read, so no row is read twice;
  // the walk's projection runs only for the rows its LIMIT lets through.
  return sql`(
    with walked as (
      select i.id, i.created_at, ${sortKey} as sort_key
      from (${walkedPostings(q)}) p
      join ideas i on i.id = p.idea_id
      where ${where}
      order by p.created_at desc, p.idea_id desc
      limit ${bestMatchCandidates}::int
    )
    select id, created_at, sort_key from walked
    union all
    (select i.id, i.created_at, ${sortKey} as sort_key from ideas i
      where ${where} and i.id not in (select id from walked)
      limit ${bestMatchCandidates}::int - (select count(*) from walked)::int)
  )`;
}
