import { SEARCH_LIMITS } from './search.ts';

/**
 * Best match's words on screen (decision 157). A file of its own so only the screens that search
 * load it (the first route's budget has no room for it).
 */
export const SEARCH_TEXT = {
  bestMatch: 'Best match',
  showingResultsFor: 'Showing results for',
  searchedInstead: 'No results for',
  needsQuery: 'Best match needs a search.',
  bestMatchIdeas: `Best match ranks the newest ${SEARCH_LIMITS.bestMatchCandidates} ideas with your words on their card (title, one-liner, tags), or any the search finds when there are fewer, by how closely they match: words in the title count most, then the one-liner and tags, then the description.`,
  bestMatchServices: `Best match ranks the first ${SEARCH_LIMITS.bestMatchCandidates} services the search finds by how closely they match: words in the title count most, then the deliverables, the description and the professional.`,
} as const;
