import type { BrowseFilters } from '../lib/browse-filters';

export const shopKeys = {
  all: ['shop'] as const,
  browse: (filters: BrowseFilters) => ['shop', 'browse', filters] as const,
  service: (id: string) => ['shop', 'service', id] as const,
  mine: () => ['shop', 'mine'] as const,
  floors: () => ['shop', 'floors'] as const,
  proServices: (userId: string) => ['shop', 'pro', userId] as const,
};
