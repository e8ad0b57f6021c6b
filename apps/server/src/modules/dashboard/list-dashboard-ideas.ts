import {
  DASHBOARD,
  type DashboardIdeaView,
  type DashboardSort,
  isProfessionalRole,
  normalizeDashboardRole,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { canReadPremium } from '../ideas/idea-access.ts';
import { linkedIdeasQuery, myIdeasQuery, projectsQuery } from './dashboard.repo.ts';
import { decodeCursor, pageFrom } from './dashboard-cursor.ts';
import { type IdeaCardRow, toDashboardIdea } from './dashboard-idea.ts';

export const IDEA_PAGE_SIZE: Record<DashboardIdeaView, number> = {
  myIdeas: DASHBOARD.ownIdeas,
  projects: DASHBOARD.ownIdeas,
  savedIdeas: DASHBOARD.savedIdeas,
  followingIdeas: DASHBOARD.followingIdeas,
};

type Row = IdeaCardRow & { cursor_at: string; is_member?: boolean; viewer_verified?: boolean };

async function rowsOf(
  ctx: Pick<AppContext, 'db'>,
  me: string,
  view: DashboardIdeaView,
  sort: DashboardSort,
  cursor: string | undefined,
): Promise<Row[]> {
  const keyset = decodeCursor(cursor);
  const limit = IDEA_PAGE_SIZE[view] + 1;
  if (view === 'myIdeas') return myIdeasQuery(ctx.db, me, sort, keyset).limit(limit).execute();
  if (view === 'projects') return projectsQuery(ctx.db, me, keyset).limit(limit).execute();
  const table = view === 'savedIdeas' ? 'idea_saves' : 'idea_follows';
  return linkedIdeasQuery(ctx.db, me, table, keyset).limit(limit).execute();
}

/** GET /api/dashboard/ideas/:view: one keyset page of a My Hub idea list. */
export async function listDashboardIdeas(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  user: { id: string; role: string },
  view: DashboardIdeaView,
  query: { sort?: DashboardSort; cursor?: string },
) {
  // Professionals only get Most Recent (000 §2).
  const sort = normalizeDashboardRole(user.role) === 'idea_owner' ? (query.sort ?? 'recent') : 'recent';
  const rows = await rowsOf(ctx, user.id, view, sort, query.cursor);
  const limit = IDEA_PAGE_SIZE[view];
  const items = await Promise.all(
    rows.slice(0, limit).map((row) => {
      // My ideas and projects are always readable: the viewer is a member.
      const isMember = row.is_member ?? true;
      const viewerIsVerifiedPro = Boolean(row.viewer_verified) && isProfessionalRole(user.role);
      const locked = !canReadPremium({ isPremium: row.is_premium, isMember, viewerIsVerifiedPro });
      return toDashboardIdea(ctx.storage, row, locked);
    }),
  );
  return pageFrom(
    rows,
    limit,
    (row) => ({
      at: row.cursor_at,
      id: row.id,
      ...(view === 'myIdeas' && sort !== 'recent'
        ? { n: sort === 'likes' ? row.likes_count : row.comments_count }
        : {}),
    }),
    items,
  );
}
