import {
  explainReadiness,
  isWebAddress,
  type MyReadiness,
  normalizeUrl,
  PROFILE_TEXT,
  READINESS_EVENTS,
  type ReadinessRequest,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordTelemetry } from '../telemetry/record-telemetry.ts';
import { selectReadiness, upsertReadiness } from './readiness.repo.ts';
import { toMyReadiness } from './readiness-view.ts';

export interface SavedReadiness {
  readiness: MyReadiness;
  previousScore: number;
  improved: boolean;
}

/**
 * PUT /api/profiles/me/readiness: saves the four facts and the private ARR amount and deck URL
 * (https:// added when missing), computes the score on the server (contract explainReadiness)
 * and records readiness_save_success, plus readiness_score_improved {from, to} when it rose.
 */
export async function saveReadiness(
  ctx: AppContext,
  userId: string,
  body: ReadinessRequest,
): Promise<SavedReadiness> {
  const deckUrl = normalizeUrl(body.deckUrl) || null;
  if (deckUrl && !isWebAddress(deckUrl)) {
    throw new AppError('E_INVALID_INPUT', PROFILE_TEXT.deckUrlInvalid, {
      fields: { deckUrl: [PROFILE_TEXT.deckUrlInvalid] },
    });
  }
  const { score } = explainReadiness({ ...body, deckUrl });
  return ctx.db.transaction().execute(async (trx) => {
    const previous = await selectReadiness(trx, userId, { forUpdate: true });
    const previousScore = previous?.readiness_score ?? 0;
    const row = await upsertReadiness(trx, userId, {
      prior_founder: body.priorFounder,
      technical_founder: body.technicalFounder,
      arr_disclosed: body.arrDisclosed,
      deck_ready: body.deckReady,
      arr_amount: body.arrAmount,
      deck_url: deckUrl,
      readiness_score: score,
    });
    const improved = score > previousScore;
    await recordTelemetry(trx, userId, READINESS_EVENTS.saved, { score });
    if (improved)
      await recordTelemetry(trx, userId, READINESS_EVENTS.improved, { from: previousScore, to: score });
    return { readiness: toMyReadiness(row), previousScore, improved };
  });
}
