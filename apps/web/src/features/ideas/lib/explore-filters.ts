import {
  EXPLORE_DEFAULT_SORT,
  EXPLORE_SEARCH_DEFAULT_SORT,
  EXPLORE_SORTS,
  type ExploreQuery,
  type ExploreSort,
  IDEA,
  IDEA_LIMITS,
  IDEA_STAGES,
  type IdeaStage,
} from '@ibh/contract';

/** Explore's search, filters and sort as they live in the URL query (shareable, Back-friendly). */
export interface ExploreFilters {
  q: string;
  stage: IdeaStage | '';
  /** Lower-cased, trimmed, de-duplicated, at most IDEA_LIMITS.filterTagsMax. */
  tags: string[];
  industry: string;
  lookingFor: string;
  openForCollab: boolean;
  /** '' means the default: Best match with a search, newest without (decision 157). */
  sort: ExploreSort | '';
}

export const NO_FILTERS: ExploreFilters = {
  q: '',
  stage: '',
  tags: [],
  industry: '',
  lookingFor: '',
  openForCollab: false,
  sort: '',
};

const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** '  AI, fintech,ai ' -> ['ai', 'fintech']: the server matches tags case-insensitively. */
export function parseTags(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, IDEA.chipMax).toLowerCase();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, IDEA_LIMITS.filterTagsMax);
}

/** Reads the filters from a query string; values the server would refuse are dropped. */
export function filtersFromSearch(search: URLSearchParams): ExploreFilters {
  const stage = search.get('stage') ?? '';
  const sort = search.get('sort') ?? '';
  const q = clip(search.get('q'), IDEA_LIMITS.searchQueryMax);
  const knownSort = (EXPLORE_SORTS as readonly string[]).includes(sort) ? (sort as ExploreSort) : '';
  return {
    q,
    stage: (IDEA_STAGES as readonly string[]).includes(stage) ? (stage as IdeaStage) : '',
    tags: parseTags(search.get('tags') ?? ''),
    industry: clip(search.get('industry'), IDEA_LIMITS.filterValueMax),
    lookingFor: clip(search.get('lookingFor'), IDEA_LIMITS.filterValueMax),
    openForCollab: search.get('openForCollab') === 'true',
    sort: knownSort,
  };
}

/** The query string for a set of filters: only what is set, in a stable order. */
export function searchFromFilters(filters: ExploreFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.stage) search.set('stage', filters.stage);
  if (filters.tags.length > 0) search.set('tags', filters.tags.join(','));
  if (filters.industry.trim()) search.set('industry', filters.industry.trim());
  if (filters.lookingFor.trim()) search.set('lookingFor', filters.lookingFor.trim());
  if (filters.openForCollab) search.set('openForCollab', 'true');
  if (filters.sort) search.set('sort', filters.sort);
  return search;
}

/**
 * The sort in effect: the chosen one, else Best match with a search and newest without. Best
 * match needs a search, so without one it falls back to newest.
 */
export function effectiveSort(filters: ExploreFilters): ExploreSort {
  const searching = filters.q.trim() !== '';
  const sort = filters.sort || (searching ? EXPLORE_SEARCH_DEFAULT_SORT : EXPLORE_DEFAULT_SORT);
  return sort === 'relevance' && !searching ? EXPLORE_DEFAULT_SORT : sort;
}

/** The sorts offered: Best match only while there is a search. */
export function sortChoices(filters: ExploreFilters): readonly ExploreSort[] {
  return filters.q.trim() ? EXPLORE_SORTS : EXPLORE_SORTS.filter((sort) => sort !== 'relevance');
}

/** Any filter narrowing the list (the sort does not). */
export function hasFilters(filters: ExploreFilters): boolean {
  return (
    filters.q !== '' ||
    filters.stage !== '' ||
    filters.tags.length > 0 ||
    filters.industry !== '' ||
    filters.lookingFor !== '' ||
    filters.openForCollab
  );
}

/** The request's query (without cursor and limit). */
export function toQuery(filters: ExploreFilters): Omit<ExploreQuery, 'cursor' | 'limit'> {
  const query: Omit<ExploreQuery, 'cursor' | 'limit'> = { sort: effectiveSort(filters) };
  if (filters.q) query.q = filters.q;
  if (filters.stage) query.stage = filters.stage;
  if (filters.tags.length > 0) query.tags = filters.tags.join(',');
  if (filters.industry) query.industry = filters.industry;
  if (filters.lookingFor) query.lookingFor = filters.lookingFor;
  if (filters.openForCollab) query.openForCollab = 'true';
  return query;
}
