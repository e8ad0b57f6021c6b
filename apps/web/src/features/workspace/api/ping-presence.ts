import { WORKSPACE_ENDPOINTS } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** POST /api/workspaces/:id/presence: I am here; answers who else is. */
export function pingPresence(ideaId: string) {
  return api(WORKSPACE_ENDPOINTS.presence, { params: { id: ideaId } });
}
