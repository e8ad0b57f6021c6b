import { type IdeaCard, IdeaCardSchema } from '@ibh/contract';
import * as z from 'zod/mini';
import { type ExploreFilters, effectiveSort } from './explore-filters';

/** What an 'idea_created' event carries: the new card, or at least its id. */
export type NewIdea = { id: string; card: IdeaCard | null };

const IdOnlySchema = z.object({ id: z.string() });

export function readNewIdea(data: unknown): NewIdea | null {
  const card = IdeaCardSchema.safeParse(data);
  if (card.success) return { id: card.data.id, card: card.data };
  const idOnly = IdOnlySchema.safeParse(data);
  return idOnly.success ? { id: idOnly.data.id, card: null } : null;
}

const lower = (items: readonly string[]) => items.map((item) => item.toLowerCase());

/** Whether a card passes the filters (the server's rules: case-insensitive, every tag). */
export function cardMatches(card: IdeaCard, filters: ExploreFilters): boolean {
  if (filters.stage && card.stage !== filters.stage) return false;
  if (filters.openForCollab && !card.openForCollab) return false;
  const tags = lower(card.tags);
  if (!filters.tags.every((tag) => tags.includes(tag.toLowerCase()))) return false;
  if (filters.industry && !lower(card.industry).includes(filters.industry.toLowerCase())) return false;
  if (filters.lookingFor && !lower(card.lookingFor).includes(filters.lookingFor.toLowerCase())) return false;
  return true;
}

/**
 * Whether a new idea belongs at the top of the list on screen: only when the list is newest
 * first and has no search (whether it matches cannot be judged here); with filters, only a full card that
 * matches them.
 */
export function belongsOnTop(idea: NewIdea, filters: ExploreFilters): boolean {
  if (filters.q || effectiveSort(filters) !== 'newest') return false;
  const filtered =
    filters.stage !== '' ||
    filters.tags.length > 0 ||
    filters.industry !== '' ||
    filters.lookingFor !== '' ||
    filters.openForCollab;
  if (!filtered) return true;
  return idea.card !== null && cardMatches(idea.card, filters);
}
