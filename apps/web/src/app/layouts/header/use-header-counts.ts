export interface HeaderCounts {
  notifications: number;
  inbox: number;
}

const NONE: HeaderCounts = { notifications: 0, inbox: 0 };

/**
 * Unread counts behind the header badges. The notifications and messages
 * features feed them once they exist; until then both are zero and the badges
 * stay hidden.
 */
export function useHeaderCounts(): HeaderCounts {
  return NONE;
}
