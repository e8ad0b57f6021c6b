import { IDEA_ENDPOINTS, type PublishIdeaRequest } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** POST /api/ideas: publishes the idea (the server normalises stage and visibility); answers its id. */
export async function createIdea(body: PublishIdeaRequest): Promise<string> {
  const { id } = await api(IDEA_ENDPOINTS.publish, { body });
  return id;
}
