import { IDEA_API, IDEA_LIMITS, PAGING, SHOP_API } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import {
  type ExploreFilters,
  selectExplorePage,
  selectIdeaWordCorrections,
} from '../apps/server/src/modules/ideas/explore.repo.ts';
import {
  type BrowseFilters,
  selectBrowsePage,
  selectServiceWordCorrections,
} from '../apps/server/src/modules/shop/browse.repo.ts';
import {
  applyCorrections,
  correctableWords,
  searchCorrectingTypos,
} from '../apps/server/src/platform/search-text.ts';
import type { BenchEndpoint } from './endpoints.ts';
import { BENCH_SEARCH_WORD } from './ideas-dataset.ts';
import { BENCH_SHOP_SEARCH_WORD } from './shop-dataset.ts';

/** Two letters swapped: no idea or service has it, so the search is corrected (decision 157). */
const typo = (word: string) => `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
export const BENCH_SEARCH_TYPO = typo(BENCH_SEARCH_WORD);
export const BENCH_SHOP_SEARCH_TYPO = typo(BENCH_SHOP_SEARCH_WORD);

const exploreFilters = (q: string): ExploreFilters => ({
  q,
  stage: null,
  tags: [],
  industry: null,
  lookingFor: null,
  openForCollab: null,
  ownerId: null,
});
const browseFilters = (q: string): BrowseFilters => ({
  q,
  category: null,
  minCents: null,
  maxCents: null,
  maxDays: null,
  verifiedOnly: false,
});

const explore = (db: Kysely<DB>, q: string) =>
  selectExplorePage(db, null, 'relevance', exploreFilters(q), null, IDEA_LIMITS.explorePage + 1);
const browse = (db: Kysely<DB>, q: string) =>
  selectBrowsePage(db, 'relevance', browseFilters(q), null, PAGING.defaultPageSize + 1);

/**
 * Best match (issue 29): Explore and browse services ranked, for a word in ~3 % of the titles
 * (tens of thousands of matches at huge, ranked among the first SEARCH_LIMITS.bestMatchCandidates)
 * and for the same word misspelt (the search finds nothing, is corrected from the words table,
 * and runs again): what a visitor's first page costs.
 */
export const bestMatchEndpoints: BenchEndpoint[] = [
  {
    name: `Best match GET /api/ideas?q=${BENCH_SEARCH_WORD}`,
    method: 'GET',
    path: `${IDEA_API.ideas}?q=${BENCH_SEARCH_WORD}&sort=relevance`,
    sql: (db) => explore(db, BENCH_SEARCH_WORD),
  },
  {
    name: `Best match GET /api/ideas?q=${BENCH_SEARCH_TYPO} (typo)`,
    method: 'GET',
    path: `${IDEA_API.ideas}?q=${BENCH_SEARCH_TYPO}`,
    // As the route: the search beside its corrections and the corrected search.
    sql: (db) =>
      searchCorrectingTypos(
        BENCH_SEARCH_TYPO,
        (q) => explore(db, q),
        async (q) => applyCorrections(q, await selectIdeaWordCorrections(db, correctableWords(q))),
      ),
  },
  {
    name: `Best match GET /api/services?q=${BENCH_SHOP_SEARCH_WORD}`,
    method: 'GET',
    path: `${SHOP_API.services}?q=${BENCH_SHOP_SEARCH_WORD}&sort=relevance`,
    sql: (db) => browse(db, BENCH_SHOP_SEARCH_WORD),
  },
  {
    name: `Best match GET /api/services?q=${BENCH_SHOP_SEARCH_TYPO} (typo)`,
    method: 'GET',
    path: `${SHOP_API.services}?q=${BENCH_SHOP_SEARCH_TYPO}`,
    sql: (db) =>
      searchCorrectingTypos(
        BENCH_SHOP_SEARCH_TYPO,
        (q) => browse(db, q),
        async (q) => applyCorrections(q, await selectServiceWordCorrections(db, correctableWords(q))),
      ),
  },
];
