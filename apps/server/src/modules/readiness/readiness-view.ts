import { explainReadiness, type MyReadiness, type ReadinessInput } from '@ibh/contract';
import type { ReadinessRow } from './readiness.repo.ts';

/** Someone who never saved readiness has everything unchecked and a score of 0. */
export function toMyReadiness(row: ReadinessRow | undefined): MyReadiness {
  return {
    priorFounder: row?.prior_founder ?? false,
    technicalFounder: row?.technical_founder ?? false,
    arrDisclosed: row?.arr_disclosed ?? false,
    deckReady: row?.deck_ready ?? false,
    arrAmount: row?.arr_amount ?? null,
    deckUrl: row?.deck_url ?? null,
    score: row?.readiness_score ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
  };
}

/** Anyone's view: the four facts and the score, never the ARR amount or the deck URL. */
export function toPublicReadiness(userId: string, row: ReadinessRow | undefined) {
  const { arrAmount: _amount, deckUrl: _deck, ...visible } = toMyReadiness(row);
  return { userId, ...visible };
}

export function readinessInputOf(readiness: MyReadiness): ReadinessInput {
  return {
    priorFounder: readiness.priorFounder,
    technicalFounder: readiness.technicalFounder,
    arrDisclosed: readiness.arrDisclosed,
    deckReady: readiness.deckReady,
    arrAmount: readiness.arrAmount,
    deckUrl: readiness.deckUrl,
  };
}

/** The score's items (earned or not) from the stored facts; amounts and URLs are not revealed. */
export function toExplanation(userId: string, row: ReadinessRow | undefined) {
  const { score, items } = explainReadiness(readinessInputOf(toMyReadiness(row)));
  return { userId, score, items };
}
