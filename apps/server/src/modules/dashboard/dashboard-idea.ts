import type { DashboardIdea, IdeaCard } from '@ibh/contract';
import type { Storage } from '../../platform/storage/storage.ts';
import { type PersonRow, toIdeaPerson } from '../ideas/idea-person.ts';
import type { Involvement } from './dashboard.repo.ts';

/**
 * The columns of an idea card (CARD_COLUMNS + owner). Rows read inside a JSON aggregate carry
 * timestamps as strings; rows read directly carry Dates.
 */
export interface IdeaCardRow {
  id: string;
  title: string;
  one_liner: string | null;
  short_description: string;
  stage: IdeaCard['stage'];
  visibility: IdeaCard['visibility'];
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
  owner: PersonRow | null;
  involvement_type?: Involvement | null;
  joined_at?: Date | string | null;
}

/** Signed idea image URLs live as long as avatar ones. */
const IDEA_IMAGE_URL_TTL = 30 * 24 * 60 * 60 * 1000;

export const isoTime = (value: Date | string) => new Date(value).toISOString();

/** A card; `locked` hides the description of a premium idea the viewer may not read. */
export async function toDashboardIdea(
  storage: Storage,
  row: IdeaCardRow,
  locked = false,
): Promise<DashboardIdea> {
  if (!row.owner) throw new Error(`idea ${row.id} has no owner`);
  const [owner, imageUrl] = await Promise.all([
    toIdeaPerson(storage, row.owner),
    row.image_path ? storage.signedUrl(row.image_path, { ttlMs: IDEA_IMAGE_URL_TTL }) : null,
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
    tags: row.tags ?? [],
    industry: row.industry ?? [],
    lookingFor: row.looking_for ?? [],
    imageUrl,
    likesCount: Number(row.likes_count),
    commentsCount: Number(row.comments_count),
    followersCount: Number(row.followers_count),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    owner,
    involvementType: row.involvement_type ?? null,
    joinedAt: row.joined_at ? isoTime(row.joined_at) : null,
  };
}
