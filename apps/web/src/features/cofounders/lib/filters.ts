import {
  COLLABORATION_TYPES,
  type CofounderQuery,
  LOCATION_PREFERENCES,
  PROFILE_LIMITS,
  STAGE_PREFERENCES,
} from '@ibh/contract';

/** The finder's filters as they live in the URL query (q, role, skill, … country). */
export interface CofounderFilters {
  q: string;
  role: string;
  skill: string;
  collaborationType: string;
  locationPreference: string;
  stagePreference: string;
  country: string;
}
export type FilterKey = keyof CofounderFilters;

export const FILTER_KEYS: readonly FilterKey[] = [
  'q',
  'role',
  'skill',
  'collaborationType',
  'locationPreference',
  'stagePreference',
  'country',
];

const CHOICES: Partial<Record<FilterKey, readonly string[]>> = {
  collaborationType: COLLABORATION_TYPES,
  locationPreference: LOCATION_PREFERENCES,
  stagePreference: STAGE_PREFERENCES,
};

/** Reads the filters from a query string; values the server would refuse are dropped. */
export function filtersFromSearch(search: URLSearchParams): CofounderFilters {
  const out = {} as CofounderFilters;
  for (const key of FILTER_KEYS) {
    const value = (search.get(key) ?? '').trim().slice(0, PROFILE_LIMITS.listItem);
    const choices = CHOICES[key];
    out[key] = choices && !choices.includes(value) ? '' : value;
  }
  return out;
}

/** The query string for a set of filters: empty ones left out, in a stable order. */
export function searchFromFilters(filters: Partial<CofounderFilters>): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

export const NO_FILTERS: CofounderFilters = filtersFromSearch(new URLSearchParams());

export function hasFilters(filters: CofounderFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== '');
}

/** The request's query: only the filters that are set. */
export function toQuery(filters: CofounderFilters): Omit<CofounderQuery, 'cursor' | 'limit'> {
  return Object.fromEntries(FILTER_KEYS.filter((key) => filters[key]).map((key) => [key, filters[key]]));
}
