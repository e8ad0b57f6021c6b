import type { HighlightRanges } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';

/**
 * Shared pieces of Best match (issue 29, decision 157) for the modules that search (ideas, shop):
 * the words of a query worth correcting, the query with corrections applied, and the matched
 * words of a card's text as ranges (the web app marks them; no HTML leaves the server).
 */

const WORD = /\p{L}[\p{L}\p{N}]*/gu;
/** websearch_to_tsquery's operator word, and words too short for trigrams to tell apart. */
const NOT_CORRECTED = new Set(['or', 'and']);
const MIN_CORRECTED_LENGTH = 4;
/** Words of a query looked up for a correction (the rest stay as typed). */
const CORRECTED_WORDS_MAX = 6;
/** The least trigram similarity of a correction ('valdation' ~ 'validation' is 0.62). */
const CORRECTION_MIN_SIMILARITY = 0.4;

/** The lower-cased words of `q` a correction may replace (letters first, 4 or more long). */
export function correctableWords(q: string): string[] {
  const words = new Set<string>();
  for (const [word] of q.matchAll(WORD)) {
    const lower = word.toLowerCase();
    if (lower.length >= MIN_CORRECTED_LENGTH && !NOT_CORRECTED.has(lower)) words.add(lower);
  }
  return [...words].slice(0, CORRECTED_WORDS_MAX);
}

/**
 * What a Best-match candidate walk looks for (decision 164): `q`'s words a match must or may have,
 * without websearch_to_tsquery's negated words ('-word', '-"a phrase"') and its OR, and whether
 * any one of them is enough (an OR search) rather than all of them.
 */
export function positiveSearch(q: string): { text: string; anyOf: boolean } {
  const kept: string[] = [];
  let anyOf = false;
  for (const [token] of q.matchAll(/-?"[^"]*"?|\S+/g)) {
    if (token.startsWith('-')) continue;
    if (token.toLowerCase() === 'or') anyOf = true;
    else kept.push(token.replaceAll('"', ' '));
  }
  return { text: kept.join(' ').trim(), anyOf };
}

/** `q` with each corrected word replaced (case-insensitively); null when nothing changed. */
export function applyCorrections(q: string, corrections: ReadonlyMap<string, string>): string | null {
  if (corrections.size === 0) return null;
  const corrected = q.replace(WORD, (word) => corrections.get(word.toLowerCase()) ?? word);
  return corrected === q ? null : corrected;
}

/**
 * A first page of a search, corrected when it finds nothing (decision 157): the search runs beside
 * the lookup of its corrections, and the corrected search starts as soon as there is one, without
 * waiting for the first to come back empty (decision 166), so a misspelt search waits for about
 * one statement. The correction is kept only if it finds something; a search with no unknown word
 * costs one lookup more (0.4 ms).
 */
export async function searchCorrectingTypos<Row>(
  q: string,
  run: (q: string) => Promise<Row[]>,
  correct: (q: string) => Promise<string | null>,
): Promise<{ rows: Row[]; corrected: string | null }> {
  const [rows, retry] = await Promise.all([
    run(q),
    correct(q).then(async (corrected) => (corrected ? { corrected, rows: await run(corrected) } : null)),
  ]);
  if (rows.length === 0 && retry && retry.rows.length > 0) return retry;
  return { rows, corrected: null };
}

/**
 * SQL: the closest known word to each of `words` that is not itself known, from `table` (a words
 * table of migration 0039 with a trigram index): rows of (word, correction).
 */
export function correctionsSql(
  table: 'idea_words' | 'service_words',
  words: string[],
): RawBuilder<{
  word: string;
  correction: string;
}> {
  const t = sql.table(table);
  return sql<{ word: string; correction: string }>`
    select q.word, c.word as correction
    from unnest(${words}::text[]) q(word)
    cross join lateral (
      select w.word from ${t} w
      where w.word % q.word and similarity(w.word, q.word) >= ${CORRECTION_MIN_SIMILARITY}
      order by similarity(w.word, q.word) desc, w.word
      limit 1
    ) c
    where not exists (select 1 from ${t} k where k.word = q.word)`;
}

/** ts_rank_cd's weights {D, C, B, A} counting only the title (weight A in every search vector). */
const TITLE_ONLY_WEIGHTS = '{0,0,0,1}';

/**
 * SQL: Best match's score of a search vector (titles weighted A), an int in micro-units so a
 * cursor holds it exactly: 0.9 of ts_rank_cd over the whole vector plus 0.1 of the title's own
 * rank, each normalised to 0..1 (decisions 157, 166).
 */
export function bestMatchScoreSql(
  vector: RawBuilder<unknown>,
  query: RawBuilder<unknown>,
): RawBuilder<number> {
  return sql<number>`round(1000000 * (0.9 * ts_rank_cd(${vector}, ${query}, 32)
    + 0.1 * ts_rank_cd(${TITLE_ONLY_WEIGHTS}::float4[], ${vector}, ${query}, 32)))::int`;
}

/** Private-use characters ts_headline wraps matches in; user text with them gets no highlight. */
const START = '\uE000';
const STOP = '\uE001';

/** SQL: `text` with every word matching `query` (a tsquery expression) wrapped in the markers. */
export function markedSql(text: RawBuilder<unknown>, query: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<
    string | null
  >`ts_headline('english', ${text}, ${query}, ${`StartSel=${START}, StopSel=${STOP}, HighlightAll=true`})`;
}

/** The ranges of the marked words of `marked` in `original`; [] unless the markers fit exactly. */
export function highlightRanges(original: string | null, marked: string | null): HighlightRanges {
  if (!original || !marked) return [];
  const ranges: HighlightRanges = [];
  let plain = '';
  let start = -1;
  for (const char of marked) {
    if (char === START) {
      if (start !== -1) return [];
      start = plain.length;
    } else if (char === STOP) {
      if (start === -1) return [];
      if (plain.length > start) ranges.push({ start, end: plain.length });
      start = -1;
    } else {
      plain += char;
    }
  }
  return plain === original && start === -1 ? ranges : [];
}
