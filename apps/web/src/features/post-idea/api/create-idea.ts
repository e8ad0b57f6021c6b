import { IDEA_API, IdeaCreatedSchema, type PublishIdeaRequest } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** POST /api/ideas: publishes the idea (the server normalises stage and visibility); answers its id. */
export async function createIdea(body: PublishIdeaRequest): Promise<string> {
  const { id } = await api.post(IDEA_API.ideas, { body, schema: IdeaCreatedSchema });
  return id;
}
