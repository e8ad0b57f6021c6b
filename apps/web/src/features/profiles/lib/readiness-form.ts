import { type MyReadiness, PROFILE_LIMITS, PROFILE_TEXT, type ReadinessRequest } from '@ibh/contract';
import * as z from 'zod/mini';
import { deckUrlError, normalizeDeckUrl } from './links';
import { parseAmount } from './readiness';

/** Founder Readiness: the four facts, ARR amount (>= 0, empty is null) and deck URL (000 section 5). */
export const readinessFormSchema = z
  .object({
    priorFounder: z.boolean(),
    technicalFounder: z.boolean(),
    arrDisclosed: z.boolean(),
    deckReady: z.boolean(),
    arrAmount: z.string(),
    deckUrl: z.string().check(z.maxLength(PROFILE_LIMITS.url)),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (Number.isNaN(parseAmount(values.arrAmount))) {
        ctx.addIssue({
          code: 'custom',
          message: PROFILE_TEXT.arrNonNegative,
          path: ['arrAmount'],
          input: values.arrAmount,
        });
      }
      const deck = deckUrlError(values.deckUrl);
      if (deck) ctx.addIssue({ code: 'custom', message: deck, path: ['deckUrl'], input: values.deckUrl });
    }),
  );
export type ReadinessFormValues = z.input<typeof readinessFormSchema>;

export function readinessToForm(r: MyReadiness | undefined): ReadinessFormValues {
  return {
    priorFounder: r?.priorFounder ?? false,
    technicalFounder: r?.technicalFounder ?? false,
    arrDisclosed: r?.arrDisclosed ?? false,
    deckReady: r?.deckReady ?? false,
    arrAmount: r?.arrAmount === null || r?.arrAmount === undefined ? '' : String(r.arrAmount),
    deckUrl: r?.deckUrl ?? '',
  };
}

export function readinessToRequest(v: ReadinessFormValues): ReadinessRequest {
  const deck = normalizeDeckUrl(v.deckUrl);
  return {
    priorFounder: v.priorFounder,
    technicalFounder: v.technicalFounder,
    arrDisclosed: v.arrDisclosed,
    deckReady: v.deckReady,
    arrAmount: parseAmount(v.arrAmount),
    deckUrl: deck || null,
  };
}
