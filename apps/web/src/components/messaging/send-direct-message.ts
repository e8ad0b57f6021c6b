import { MESSAGE_ENDPOINTS, type SendMessageRequest, type SentMessage } from '@ibh/contract';
import { api } from '@/lib/api-client';

/** Every direct-message query key starts with this (the inbox's list and threads). */
export const MESSAGES_QUERY_ROOT = ['messages'] as const;

/** POST /api/messages; the answer carries the saved message and the caller's clientId. */
export function postDirectMessage(request: SendMessageRequest, signal?: AbortSignal): Promise<SentMessage> {
  return api(MESSAGE_ENDPOINTS.send, { body: request, signal });
}

let counter = 0;

/** A client id for an optimistic message (matched against the saved one's clientId). */
export function newClientId(): string {
  counter += 1;
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `c-${counter}-${random}`.slice(0, 64);
}
