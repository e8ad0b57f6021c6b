import type { MyReadiness } from '@ibh/contract';

/** Founder Readiness with nothing answered, at the given score. */
export function emptyReadiness(score = 0): MyReadiness {
  return {
    priorFounder: false,
    technicalFounder: false,
    arrDisclosed: false,
    deckReady: false,
    arrAmount: null,
    deckUrl: null,
    score,
    updatedAt: null,
  };
}
