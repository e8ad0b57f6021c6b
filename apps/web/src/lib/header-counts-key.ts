/** Query key of GET /api/me/counts (header bell and Inbox badges). Invalidate it after reading. */
export const headerCountsKey = ['me', 'counts'] as const;
