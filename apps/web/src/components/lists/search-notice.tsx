import { SEARCH_TEXT } from '@ibh/contract';

/**
 * Above searched results: which search ran when a typo was corrected, and (Best match) what the
 * order means. Nothing without either.
 */
export function SearchNotice({
  typed,
  corrected,
  bestMatch,
}: {
  typed: string;
  corrected: string | null | undefined;
  /** The explainer for Best match (SEARCH_TEXT.bestMatchExplainer), or null for another sort. */
  bestMatch: string | null;
}) {
  if (!corrected && !bestMatch) return null;
  return (
    <div className="mb-4 space-y-1 text-sm text-ink-muted">
      {corrected ? (
        <p role="status">
          {SEARCH_TEXT.showingResultsFor} <strong className="font-semibold text-ink">{corrected}</strong>.{' '}
          {SEARCH_TEXT.searchedInstead} “{typed}”.
        </p>
      ) : null}
      {bestMatch ? <p>{bestMatch}</p> : null}
    </div>
  );
}
