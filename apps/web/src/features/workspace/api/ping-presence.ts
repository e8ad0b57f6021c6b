import { PresenceSchema, WORKSPACE_API } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** POST /api/workspaces/:id/presence: I am here; answers who else is. */
export function pingPresence(ideaId: string) {
  return api.post(WORKSPACE_API.presence(ideaId), { schema: PresenceSchema });
}
