import { type MyReadiness, NO_READINESS } from '@ibh/contract';

/** Founder Readiness with nothing answered, at the given score. */
export function emptyReadiness(score = 0): MyReadiness {
  return { ...NO_READINESS, score, updatedAt: null };
}
