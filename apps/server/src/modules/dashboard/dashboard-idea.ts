import type { DashboardIdea } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { type IdeaCardRow as CardRow, toIdeaCard, toIso } from '../ideas/idea-card.ts';
import type { PersonRow } from '../people/person-json.ts';
import type { Involvement } from './dashboard.repo.ts';

/**
 * The columns of an idea card as My Hub reads them (CARD_COLUMNS + owner, plus how the viewer
 * joined it). Rows read inside a JSON aggregate carry timestamps as strings.
 */
export interface IdeaCardRow extends Omit<CardRow, 'user_id' | 'owner' | 'can_read'> {
  owner: PersonRow | null;
  involvement_type?: Involvement | null;
  joined_at?: Date | string | null;
}

export const isoTime = toIso;

/** The ideas module's card (a `locked` premium card has no description or picture) plus involvement. */
export async function toDashboardIdea(
  storage: Storage,
  row: IdeaCardRow,
  locked = false,
): Promise<DashboardIdea> {
  if (!row.owner) throw new Error(`idea ${row.id} has no owner`);
  const card = await toIdeaCard(storage, { ...row, owner: row.owner, can_read: !locked });
  return {
    ...card,
    involvementType: row.involvement_type ?? null,
    joinedAt: row.joined_at ? isoTime(row.joined_at) : null,
  };
}
