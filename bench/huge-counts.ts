/**
 * Issue 20's huge dataset: the counts are the issue's, not `scale` times each base, so the datasets
 * whose huge count is not 1,000 times their base read theirs here (people and evidence versions are).
 */
export const HUGE = {
  people: 100_000,
  ideas: 1_000_000,
  directMessages: 1_000_000,
  dmThreads: 50_000,
  /** The viewer's thread with BENCH_DM_PARTNER. */
  hotThread: 10_000,
  notifications: 500_000,
  orders: 100_000,
  evidenceVersions: 200_000,
} as const;
