import type { RateRule } from '../../platform/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Abuse limits of the ideas feature (IBH: the spec sets none). Generous for people, tight
 * enough that a script cannot flood Explore or a comment thread.
 */
export const IDEA_RATE_RULES = {
  /** New ideas per person. */
  create: { limit: 20, windowMs: HOUR },
  /** Comments and replies per person. */
  comment: { limit: 30, windowMs: MINUTE },
} satisfies Record<string, RateRule>;

export const ideaRateKeys = {
  create: (userId: string) => `ideas:create:${userId}`,
  comment: (userId: string) => `ideas:comment:${userId}`,
};
