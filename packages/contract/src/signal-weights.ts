/**
 * Weighted signals (issue 29, decisions 154-156): evidence upvotes and 'useful' marks are shown twice,
 * as the raw count and as a trust-weighted count. This file is the ONE published table of weights:
 * the server's SQL, the "How is this weighted?" explanation on the evidence pages and
 * docs/weighted-signals.md all read these numbers.
 *
 * A voter's weight w (0 to 1) =
 *   (base
 *    + verified (when the voter is a verified professional now)
 *    + merit × min(lifetime merit points / meritFullAt, 1)
 *    + age × min(whole days since the account was created / ageFullDays, 1))
 *   × 0 when the voter is in a closed voting ring, else × 1.
 * An item's weighted count is the sum of its voters' weights, rounded to one decimal.
 */
export const SIGNAL_WEIGHTS = {
  /** Every signed-in voter's vote starts here. */
  base: 0.2,
  /** Added when the voter is a verified professional (badge or verified selling profile). */
  verified: 0.4,
  /** At most this much from merit, reached at `meritFullAt` lifetime points (linear below). */
  merit: 0.3,
  meritFullAt: 500,
  /** At most this much from account age, reached at `ageFullDays` days (whole days, linear below). */
  age: 0.1,
  ageFullDays: 90,
  /** A voter in a closed voting ring counts this much (their weight is multiplied by it). */
  ring: 0,
} as const;

/**
 * Votes are checked for rings in batches: a vote schedules the ring check for the end of its
 * window of this length (one job per window, however many votes), so weights follow within it.
 */
export const SIGNAL_RING_CHECK_MS = 10_000;

/** Weighted counts are shown with this many decimals (the API rounds to the same). */
export const SIGNAL_WEIGHT_DECIMALS = 1;

/** One voter's weight, the formula above in code (the server computes the same in SQL; a test compares). */
export function voterWeight(voter: {
  verified: boolean;
  meritPoints: number;
  accountAgeDays: number;
  inRing: boolean;
}): number {
  const W = SIGNAL_WEIGHTS;
  if (voter.inRing) return 0;
  const merit = Math.min(Math.max(voter.meritPoints, 0) / W.meritFullAt, 1);
  const age = Math.min(Math.max(Math.floor(voter.accountAgeDays), 0) / W.ageFullDays, 1);
  return W.base + (voter.verified ? W.verified : 0) + W.merit * merit + W.age * age;
}

/** A weighted count as shown: one decimal ("7.4", "3.0"). */
export const formatWeighted = (value: number) => value.toFixed(SIGNAL_WEIGHT_DECIMALS);

/** What the evidence pages say about the weights (the explanation lists every row of the table). */
export const SIGNAL_WEIGHT_TEXT = {
  weighted: 'weighted',
  upvotes: (n: number) => (n === 1 ? '1 upvote' : `${n} upvotes`),
  useful: (n: number) => `${n} useful`,
  weightedCount: (value: number) => `${formatWeighted(value)} weighted`,
  howWeighted: 'How is this weighted?',
  title: 'How votes are weighted',
  intro:
    'Every upvote and useful mark counts once in the raw count. The weighted count adds up each voter\u2019s weight, from 0 to 1:',
  rows: [
    { label: 'Every voter', value: `${SIGNAL_WEIGHTS.base}` },
    { label: 'Verified professional', value: `+${SIGNAL_WEIGHTS.verified}` },
    {
      label: 'Merit',
      value: `up to +${SIGNAL_WEIGHTS.merit} (full at ${SIGNAL_WEIGHTS.meritFullAt} merit points)`,
    },
    {
      label: 'Account age',
      value: `up to +${SIGNAL_WEIGHTS.age} (full at ${SIGNAL_WEIGHTS.ageFullDays} days)`,
    },
  ],
  ring: 'Accounts whose votes only go to each other (a closed voting ring) count 0 until one of them votes outside the ring.',
  rounding: 'Weighted counts are rounded to one decimal. Community validated still uses the raw counts.',
  close: 'Close',
} as const;
