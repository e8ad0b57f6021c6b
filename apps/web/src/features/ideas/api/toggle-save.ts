import { IDEA_ENDPOINTS } from '@ibh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchIdea } from './get-idea';

/** Save or unsave the idea (My Hub's Saved Ideas). */
export function useToggleSave(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      api(save ? IDEA_ENDPOINTS.save : IDEA_ENDPOINTS.unsave, { params: { id } }),
    onSuccess: (state) =>
      patchIdea(queryClient, id, (idea) => ({ ...idea, viewer: { ...idea.viewer, saved: state.saved } })),
  });
}
