import { normaliseStage, normaliseVisibility, type UpdateIdeaRequest } from '@ibh/contract';
import type { Updateable } from 'kysely';
import type { IdeasTable } from './ideas.tables.ts';

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const chips = (items: readonly string[] | undefined) => items?.map((item) => item.trim());

/**
 * The columns a publish or edit request sets. Only the fields present are returned, so a
 * PATCH changes what it names. Stage and visibility take the wizard's words (000 section 4).
 */
export function ideaColumns(input: UpdateIdeaRequest): Updateable<IdeasTable> {
  const row: Updateable<IdeasTable> = {};
  if (input.title !== undefined) row.title = input.title.trim();
  if (input.oneLiner !== undefined) row.one_liner = blankToNull(input.oneLiner);
  if (input.shortDescription !== undefined) row.short_description = input.shortDescription.trim();
  if (input.fullDescription !== undefined) row.full_description = blankToNull(input.fullDescription);
  if (input.roadmap !== undefined) row.roadmap = blankToNull(input.roadmap);
  if (input.stage !== undefined) row.stage = normaliseStage(input.stage);
  if (input.visibility !== undefined) row.visibility = normaliseVisibility(input.visibility);
  if (input.openForCollab !== undefined) row.open_for_collab = input.openForCollab;
  if (input.isPremium !== undefined) row.is_premium = input.isPremium;
  if (input.tags !== undefined) row.tags = chips(input.tags);
  if (input.industry !== undefined) row.industry = chips(input.industry);
  if (input.lookingFor !== undefined) row.looking_for = chips(input.lookingFor);
  if (input.skills !== undefined) row.skills = chips(input.skills);
  if (input.funding !== undefined) row.funding = input.funding;
  if (input.availability !== undefined) row.availability = blankToNull(input.availability);
  return row;
}
