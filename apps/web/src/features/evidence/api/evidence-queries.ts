import { EVIDENCE_ENDPOINTS as E, EVIDENCE } from '@ibh/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api, isApiRequestError } from '@/lib/api-client';
import { evidenceKeys } from './evidence-keys';

const noRetryOn4xx = (count: number, error: unknown) =>
  !(isApiRequestError(error) && error.status < 500) && count < 1;

/** GET /api/evidence: the timeline, a keyset page at a time. */
export function useEvidenceTimeline() {
  return useInfiniteQuery({
    queryKey: evidenceKeys.list('all'),
    ...keysetPages((cursor, signal) =>
      api(E.list, { query: { limit: EVIDENCE.listInitial, cursor }, signal }),
    ),
  });
}

/** Milestones of the listed evidence (pro trust signals, community validated). */
export function useMilestones(ids: string[]) {
  const key = ids.join(',');
  return useQuery({
    enabled: ids.length > 0,
    queryKey: evidenceKeys.milestones(key),
    queryFn: ({ signal }) => api(E.milestones, { query: { ids: key }, signal }),
  });
}

/** GET /api/evidence/:id?v=. */
export function useEvidence(id: string, v?: string) {
  return useQuery({
    queryKey: evidenceKeys.detail(id, v),
    queryFn: ({ signal }) => api(E.detail, { params: { id }, query: v ? { v } : {}, signal }),
    retry: noRetryOn4xx,
  });
}

export function useIdeaEvidence(ideaId: string) {
  return useQuery({
    queryKey: evidenceKeys.idea(ideaId),
    queryFn: ({ signal }) =>
      api(E.forIdea, { params: { id: ideaId }, query: { limit: EVIDENCE.listInitial }, signal }),
  });
}

export function useLinkable(ideaId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: evidenceKeys.linkable(ideaId),
    queryFn: ({ signal }) =>
      api(E.linkable, { params: { id: ideaId }, query: { limit: EVIDENCE.linkablePage }, signal }),
  });
}

export function useInbox(enabled = true) {
  return useQuery({
    enabled,
    queryKey: evidenceKeys.inbox(),
    queryFn: ({ signal }) => api(E.inbox, { signal }),
    retry: noRetryOn4xx,
  });
}

export function useProSearch(q: string) {
  return useQuery({
    enabled: q.trim() !== '',
    queryKey: evidenceKeys.proSearch(q.trim()),
    queryFn: ({ signal }) => api(E.proSearch, { query: { q: q.trim() }, signal }),
  });
}
