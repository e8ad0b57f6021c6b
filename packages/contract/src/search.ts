import * as z from 'zod/mini';

/**
 * Best match (issue 29, decision 157): a search ranks a bounded candidate set, the first
 * `bestMatchCandidates` matches the full-text index yields, never every match; pages go up to
 * that bound. A search word that finds nothing is corrected to the closest known word (trigram
 * similarity, apps/server platform/search-text.ts) and the answer names the corrected query.
 */
export const SEARCH_LIMITS = { bestMatchCandidates: 300 } as const;

/** Where the query's words are in a text: [start, end) in UTF-16 code units, ascending, apart. */
export const HighlightRangesSchema = z.array(z.object({ start: z.number(), end: z.number() }));
export type HighlightRanges = z.infer<typeof HighlightRangesSchema>;

/** The matched words of a searched card's visible texts (absent when there is no search). */
export const IdeaHighlightsSchema = z.object({
  title: HighlightRangesSchema,
  oneLiner: HighlightRangesSchema,
});
export type IdeaHighlights = z.infer<typeof IdeaHighlightsSchema>;
export const ServiceHighlightsSchema = z.object({ title: HighlightRangesSchema });
export type ServiceHighlights = z.infer<typeof ServiceHighlightsSchema>;

/** A searched page also says which query ran when a typo was corrected (null: as typed). */
export const correctedQueryField = z.optional(z.nullable(z.string()));
