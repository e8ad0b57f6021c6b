import { type IdeaCard, PROFESSIONAL_ROLES } from '@ibh/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Storage } from '../../platform/storage/storage.ts';
import { type PersonRow, personObjectSql } from '../people/person-json.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import { signIdeaFile } from './idea-storage.ts';
import type { IdeaStage, IdeaVisibility } from './ideas.tables.ts';

/** The columns of an idea card, read by card queries on `ideas i` (plus the owner as JSON). */
export interface IdeaCardRow {
  id: string;
  user_id: string;
  title: string;
  one_liner: string | null;
  short_description: string;
  stage: IdeaStage;
  visibility: IdeaVisibility;
  open_for_collab: boolean;
  is_premium: boolean;
  tags: string[];
  industry: string[];
  looking_for: string[];
  image_path: string | null;
  likes_count: number;
  comments_count: number;
  followers_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  owner: PersonRow;
  /** Whether the viewer may read premium details (always true for a non-premium idea). */
  can_read: boolean;
}

/** The columns of IdeaCardRow (without the owner and can_read), on `ideas i` or `idea_cards i`. */
export const CARD_FIELDS = [
  'i.id',
  'i.user_id',
  'i.title',
  'i.one_liner',
  'i.short_description',
  'i.stage',
  'i.visibility',
  'i.open_for_collab',
  'i.is_premium',
  'i.tags',
  'i.industry',
  'i.looking_for',
  'i.image_path',
  'i.likes_count',
  'i.comments_count',
  'i.followers_count',
  'i.created_at',
  'i.updated_at',
] as const;

/** CARD_FIELDS for queries written as SQL templates. */
export const CARD_COLUMNS = sql.raw(CARD_FIELDS.join(', '));

/** The owner of `ideas i` as one JSON object with the columns of PersonRow. */
export const OWNER_JSON = personObjectSql('i.user_id');

/** Whether the viewer is a verified professional (an uncorrelated subquery: evaluated once). */
export function viewerIsVerifiedProSql(viewerId: string | null): RawBuilder<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  const roles = sql.join(PROFESSIONAL_ROLES.map((role) => sql`${role}`));
  return sql<boolean>`exists (
    select 1 from people v
    where v.id = ${viewerId}::uuid and v.is_verified and v.role in (${roles}))`;
}

/**
 * Whether the viewer may read the premium details of `ideas i`: anyone for a normal idea;
 * for a premium one the owner, team, accepted collaborators and verified professionals
 * (the rule of canReadPremium, in SQL for lists).
 */
export function canReadSql(viewerId: string | null): RawBuilder<boolean> {
  if (!viewerId) return sql<boolean>`not i.is_premium`;
  return sql<boolean>`(not i.is_premium or i.user_id = ${viewerId}::uuid
    or ${viewerIsVerifiedProSql(viewerId)}
    or exists (select 1 from idea_members t where t.idea_id = i.id and t.user_id = ${viewerId}::uuid and t.kind = 'team')
    or exists (select 1 from idea_members c
      where c.idea_id = i.id and c.user_id = ${viewerId}::uuid and c.kind = 'collaborator'))`;
}

export const toIso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The API card. A premium idea the viewer may not read is `locked`: no short description and
 * no picture, only the title, one-liner and labels.
 */
export async function toIdeaCard(storage: Storage, row: Omit<IdeaCardRow, 'user_id'>): Promise<IdeaCard> {
  const locked = row.is_premium && !row.can_read;
  const [owner, imageUrl] = await Promise.all([
    toIdeaPerson(storage, row.owner),
    !locked && row.image_path ? signIdeaFile(storage, row.image_path) : Promise.resolve(null),
  ]);
  return {
    id: row.id,
    title: row.title,
    oneLiner: row.one_liner,
    shortDescription: locked ? null : row.short_description,
    stage: row.stage,
    visibility: row.visibility,
    openForCollab: row.open_for_collab,
    isPremium: row.is_premium,
    locked,
    tags: row.tags,
    industry: row.industry,
    lookingFor: row.looking_for,
    imageUrl,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    followersCount: Number(row.followers_count),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    owner,
  };
}
