import * as z from 'zod/mini';

/**
 * Best match (issue 29, decisions 157, 164): a search ranks a bounded candidate set, never every
 * match; pages go up to that bound. Explore's candidates are the newest `bestMatchCandidates`
 * matches among the ideas whose card has the search's words, found by walking at most
 * `bestMatchPostingsPerWord` ideas of one word's posting list (the rarest of the words, sized up
 * to `bestMatchWordCountCap`; every word's for an OR search); when that finds fewer, the
 * full-text index fills the set. A search word that finds nothing is corrected to the closest
 * known word (trigram similarity, apps/server platform/search-text.ts) and the answer names the
 * corrected query.
 */
export const SEARCH_LIMITS = {
  bestMatchCandidates: 300,
  bestMatchPostingsPerWord: 2000,
  bestMatchWordCountCap: 1000,
} as const;

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
