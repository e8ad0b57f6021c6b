import { INBOX_TO_PARAM, PATHS } from '@ibh/contract';

/** /inbox?to=<userId>: the inbox with that person's conversation open. */
export function inboxPathFor(userId: string): string {
  return `${PATHS.inbox}?${new URLSearchParams({ [INBOX_TO_PARAM]: userId })}`;
}
