import {
  BROWSE_DEFAULT_SORT,
  BROWSE_SEARCH_DEFAULT_SORT,
  BROWSE_SORTS,
  type BrowseQuery,
  type BrowseSort,
  SERVICE_CATEGORIES,
  type ServiceCategory,
  SHOP_LIMITS,
} from '@ibh/contract';

/**
 * Browse's search, filters and sort as they live in the URL query (shareable, Back-friendly). The
 * URL uses the keys of GET /api/services (BrowseQuery), minus the cursor.
 */
export interface BrowseFilters {
  q: string;
  category: ServiceCategory | '';
  /** Whole dollars, inclusive, compared with the cheapest package; null means no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Delivery within this many days; null means any. */
  maxDays: number | null;
  verifiedOnly: boolean;
  /** '' means the default: Best match with a search, recommended without (decision 157). */
  sort: BrowseSort | '';
}

export const NO_FILTERS: BrowseFilters = {
  q: '',
  category: '',
  minPrice: null,
  maxPrice: null,
  maxDays: null,
  verifiedOnly: false,
  sort: '',
};

/** A whole number in min..max, else null. */
function wholeNumber(value: string | null, min: number, max: number): number | null {
  const text = (value ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

const isCategory = (value: string): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value);
const isSort = (value: string): value is BrowseSort => (BROWSE_SORTS as readonly string[]).includes(value);

/** Reads the filters from a query string; what the server would refuse is dropped. */
export function filtersFromSearch(search: URLSearchParams): BrowseFilters {
  const category = search.get('category') ?? '';
  const sort = search.get('sort') ?? '';
  let minPrice = wholeNumber(search.get('minPrice'), 0, SHOP_LIMITS.priceFilterMaxDollars);
  let maxPrice = wholeNumber(search.get('maxPrice'), 0, SHOP_LIMITS.priceFilterMaxDollars);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (search.get('q') ?? '').trim().slice(0, SHOP_LIMITS.searchQueryMax),
    category: isCategory(category) ? category : '',
    minPrice,
    maxPrice,
    maxDays: wholeNumber(search.get('maxDays'), SHOP_LIMITS.daysMin, SHOP_LIMITS.daysMax),
    verifiedOnly: search.get('verifiedOnly') === 'true',
    sort: isSort(sort) ? sort : '',
  };
}

/** The query string for a set of filters: only what is set, in a stable order. */
export function searchFromFilters(filters: BrowseFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.category) search.set('category', filters.category);
  if (filters.minPrice !== null) search.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) search.set('maxPrice', String(filters.maxPrice));
  if (filters.maxDays !== null) search.set('maxDays', String(filters.maxDays));
  if (filters.verifiedOnly) search.set('verifiedOnly', 'true');
  if (filters.sort) search.set('sort', filters.sort);
  return search;
}

/** The sort in effect: the chosen one, else Best match with a search and recommended without. */
export function effectiveSort(filters: BrowseFilters): BrowseSort {
  const searching = filters.q.trim() !== '';
  const sort = filters.sort || (searching ? BROWSE_SEARCH_DEFAULT_SORT : BROWSE_DEFAULT_SORT);
  return sort === 'relevance' && !searching ? BROWSE_DEFAULT_SORT : sort;
}

/** The sorts offered: Best match only while there is a search. */
export function sortChoices(filters: BrowseFilters): readonly BrowseSort[] {
  return filters.q.trim() ? BROWSE_SORTS : BROWSE_SORTS.filter((sort) => sort !== 'relevance');
}

/** Any filter narrowing the list (the sort does not). */
export function hasFilters(filters: BrowseFilters): boolean {
  return (
    filters.q !== '' ||
    filters.category !== '' ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.maxDays !== null ||
    filters.verifiedOnly
  );
}

/** The request's query (without cursor and limit). */
export function toQuery(filters: BrowseFilters): Omit<BrowseQuery, 'cursor' | 'limit'> {
  const query: Omit<BrowseQuery, 'cursor' | 'limit'> = { sort: effectiveSort(filters) };
  if (filters.q) query.q = filters.q;
  if (filters.category) query.category = filters.category;
  if (filters.minPrice !== null) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) query.maxPrice = filters.maxPrice;
  if (filters.maxDays !== null) query.maxDays = filters.maxDays;
  if (filters.verifiedOnly) query.verifiedOnly = 'true';
  return query;
}

/** '120' -> 120, '' -> null, anything else (not a whole number in 0..max) -> undefined. */
export function parseWhole(text: string, max: number): number | null | undefined {
  if (text.trim() === '') return null;
  return wholeNumber(text, 0, max) ?? undefined;
}
