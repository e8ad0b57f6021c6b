import type { ExploreFilters } from '../lib/explore-filters';

/** Query keys of the ideas feature, in one place so mutations invalidate the right caches. */
export const ideaKeys = {
  all: ['ideas'] as const,
  explore: (filters: ExploreFilters) => ['ideas', 'explore', filters] as const,
  detail: (id: string) => ['ideas', 'detail', id] as const,
  comments: (id: string) => ['ideas', 'comments', id] as const,
  collabRequests: (id: string) => ['ideas', 'collab-requests', id] as const,
  teamInvites: (id: string) => ['ideas', 'team-invites', id] as const,
  people: (q: string) => ['ideas', 'people', q] as const,
};
