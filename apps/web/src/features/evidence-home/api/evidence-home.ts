import { EVIDENCE_HOME_ENDPOINTS } from '@ibh/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { keysetPages } from '@/components/lists/keyset-pages';
import { api } from '@/lib/api-client';

export const evidenceHomeKeys = {
  all: ['evidence-home'] as const,
  /** The answer names the viewer's own sprint: one entry per signed-in person (or none). */
  home: (userId: string | null) => ['evidence-home', 'home', userId] as const,
  more: (userId: string | null, from: string | null) => ['evidence-home', 'more', userId, from] as const,
};

/** GET /api/evidence-home: stats, the first Live Proofs and the viewer's active sprint, in one call. */
export function useEvidenceHome(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: evidenceHomeKeys.home(userId),
    queryFn: ({ signal }) => api(EVIDENCE_HOME_ENDPOINTS.home, { signal }),
    enabled,
  });
}

/**
 * See all: the Live Proofs after the home's first page, by keyset cursor. Starts from `from` (the
 * first page's nextCursor) once `enabled`; each further page follows the previous one's cursor.
 */
export function useMoreProofs(userId: string | null, from: string | null, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: evidenceHomeKeys.more(userId, from),
    ...keysetPages(
      (cursor, signal) => api(EVIDENCE_HOME_ENDPOINTS.proofs, { query: { cursor }, signal }),
      from ?? undefined,
    ),
    enabled: enabled && from !== null,
  });
}
