import { type DashboardOverview, IDEA_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

interface ToggleFavorite {
  ideaId: string;
  favorite: boolean;
}

function setFavorite(overview: DashboardOverview | undefined, { ideaId, favorite }: ToggleFavorite) {
  if (!overview) return overview;
  return {
    ...overview,
    workshopIdeas: overview.workshopIdeas.map((idea) => (idea.id === ideaId ? { ...idea, favorite } : idea)),
  };
}

/**
 * PUT / DELETE /api/ideas/:id/favorite, shown at once in every cached overview and put back
 * when the server refuses (the spec only logs favourite errors).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, favorite }: ToggleFavorite) =>
      api(favorite ? IDEA_ENDPOINTS.favorite : IDEA_ENDPOINTS.unfavorite, { params: { id: ideaId } }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.overviews });
      queryClient.setQueriesData<DashboardOverview>({ queryKey: dashboardKeys.overviews }, (old) =>
        setFavorite(old, change),
      );
    },
    onError: (error, change) => {
      console.warn('[ibh] Favourite toggle failed', error);
      queryClient.setQueriesData<DashboardOverview>({ queryKey: dashboardKeys.overviews }, (old) =>
        setFavorite(old, { ...change, favorite: !change.favorite }),
      );
    },
  });
}
