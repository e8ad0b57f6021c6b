import { describe, expect, it } from 'vitest';
import {
  effectiveSort,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  parseTags,
  searchFromFilters,
  toQuery,
} from '../lib/explore-filters';
import { belongsOnTop, readNewIdea } from '../lib/live-ideas';
import { card } from './fixtures';

describe('explore filters in the URL', () => {
  it('reads known values, drops what the server would refuse and writes back only what is set', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('q= solar &stage=bogus&tags=AI, Fintech,ai&openForCollab=true&sort=most_liked&x=1'),
    );
    expect(filters).toEqual({
      ...NO_FILTERS,
      q: 'solar',
      tags: ['ai', 'fintech'],
      openForCollab: true,
      sort: 'most_liked',
    });
    expect(searchFromFilters(filters).toString()).toBe(
      'q=solar&tags=ai%2Cfintech&openForCollab=true&sort=most_liked',
    );
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('sorts by Best match with a search and newest without (decision 157), and drops a sort the server does not know', () => {
    expect(effectiveSort(NO_FILTERS)).toBe('newest');
    expect(effectiveSort({ ...NO_FILTERS, q: 'ai' })).toBe('relevance');
    expect(effectiveSort({ ...NO_FILTERS, q: 'ai', sort: 'most_liked' })).toBe('most_liked');
    expect(filtersFromSearch(new URLSearchParams('q=ai&sort=relevance')).sort).toBe('relevance');
    // Best match needs a search: an old link without one lists newest.
    expect(effectiveSort(filtersFromSearch(new URLSearchParams('sort=relevance')))).toBe('newest');
    expect(filtersFromSearch(new URLSearchParams('q=ai&sort=best')).sort).toBe('');
    expect(toQuery({ ...NO_FILTERS, stage: 'raw' })).toEqual({ sort: 'newest', stage: 'raw' });
  });

  it('caps tags and ignores empty ones', () => {
    expect(parseTags(' , a,b,c,d,e,f ,')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, openForCollab: true })).toBe(true);
  });
});

describe('which new ideas join the list live', () => {
  it('takes every new idea on the plain newest list, none with a search or another sort', () => {
    const idea = readNewIdea(card(1));
    expect(idea).not.toBeNull();
    if (!idea) return;
    expect(belongsOnTop(idea, NO_FILTERS)).toBe(true);
    expect(belongsOnTop(idea, { ...NO_FILTERS, q: 'ai' })).toBe(false);
    expect(belongsOnTop(idea, { ...NO_FILTERS, sort: 'most_liked' })).toBe(false);
  });

  it('with filters, takes only full cards that match them', () => {
    const match = readNewIdea(card(1, { stage: 'needs_guidance', tags: ['AI', 'Solar'] }));
    const other = readNewIdea(card(2, { stage: 'raw' }));
    const idOnly = readNewIdea({ id: 'x' });
    const filters = { ...NO_FILTERS, stage: 'needs_guidance' as const, tags: ['solar'] };
    expect(match && belongsOnTop(match, filters)).toBe(true);
    expect(other && belongsOnTop(other, filters)).toBe(false);
    expect(idOnly && belongsOnTop(idOnly, filters)).toBe(false);
    expect(idOnly && belongsOnTop(idOnly, NO_FILTERS)).toBe(true);
    expect(readNewIdea('nonsense')).toBeNull();
  });
});
