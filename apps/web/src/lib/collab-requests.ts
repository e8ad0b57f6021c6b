import { COLLAB_ENDPOINTS, type CollabRequest } from '@ibh/contract';
import { api } from './api-client';

/**
 * The owner accepts or declines a request to collaborate: the one client of these two endpoints,
 * used by the idea page and the workspace aside (features never import each other).
 */
export function answerCollabRequest(requestId: string, accept: boolean): Promise<CollabRequest> {
  return api(accept ? COLLAB_ENDPOINTS.acceptRequest : COLLAB_ENDPOINTS.declineRequest, {
    params: { id: requestId },
  });
}
