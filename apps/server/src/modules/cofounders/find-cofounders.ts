import { COFOUNDER_PAGE, type CofounderMatch, type CofounderQuery } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { decodeCursor, encodeCursor } from './cofounder-cursor.ts';
import {
  type CandidateRow,
  type Preferences,
  selectCandidates,
  selectPreferences,
} from './cofounders.repo.ts';
import { reasonsOf } from './match-reasons.ts';

async function toMatch(ctx: AppContext, me: Preferences, row: CandidateRow): Promise<CofounderMatch> {
  return {
    userId: row.user_id,
    fullName: nameOf({ id: row.user_id, full_name: row.full_name, display_name: row.display_name }),
    avatarUrl: await signAvatarUrl(ctx.storage, row.avatar_path),
    role: row.role,
    isVerified: row.verified,
    tagline: row.tagline,
    primaryProfession: row.primary_profession,
    country: row.country,
    city: row.city,
    skills: row.skills,
    collaborationType: row.collaboration_type,
    availabilityPerWeek: row.availability_per_week,
    score: row.score,
    reasons: reasonsOf(me, row),
  };
}

/**
 * GET /api/cofounders: people ranked by how well they fit what the viewer looks for, best
 * first, with the reasons on each card, filters, and keyset pages of COFOUNDER_PAGE.
 */
export async function findCofounders(
  ctx: AppContext,
  viewerId: string,
  query: CofounderQuery,
): Promise<{ items: CofounderMatch[]; nextCursor: string | null }> {
  const limit = query.limit ?? COFOUNDER_PAGE;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const me = await selectPreferences(ctx.db, viewerId);
  const rows = await selectCandidates(ctx.db, viewerId, me, query, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ score: last.score, userId: last.user_id }) : null;
  return { items: await Promise.all(page.map((row) => toMatch(ctx, me, row))), nextCursor };
}
