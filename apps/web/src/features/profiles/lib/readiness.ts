import { PROFILE_TEXT } from '@ibh/contract';

/** 'Nice! Founder Readiness improved from X → Y.' when the score went up, else 'Founder Readiness saved.' */
export function readinessSavedMessage(result: {
  previousScore: number;
  improved: boolean;
  readiness: { score: number };
}) {
  return result.improved && result.readiness.score > result.previousScore
    ? PROFILE_TEXT.readinessImproved(result.previousScore, result.readiness.score)
    : PROFILE_TEXT.readinessSaved;
}

/** What the ARR box accepts while typing: digits and one dot (a money amount). */
export function filterAmount(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`;
}

/** ARR amount: empty is stored as null; otherwise a number of at least 0 (NaN when it is not one). */
export function parseAmount(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
