import { DASHBOARD, DASHBOARD_TEXT, type DashboardPeopleView, normalizeDashboardRole } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { decodeCursor, pageFrom } from './dashboard-cursor.ts';
import { followingQuery, peopleParts, peopleQuery } from './dashboard-people.repo.ts';
import { toPeopleItems } from './dashboard-person.ts';

/** Every people list pages by the Following Users size (000 §9 names only that one). */
export const PEOPLE_PAGE_SIZE = DASHBOARD.followingUsers;

/** GET /api/dashboard/people/:view: one keyset page of a My Hub people list. */
export async function listDashboardPeople(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  user: { id: string; role: string },
  view: DashboardPeopleView,
  query: { cursor?: string },
) {
  const role = normalizeDashboardRole(user.role);
  if (view === 'teamMembers' && role !== 'idea_owner') {
    throw new AppError('E_NOT_AUTHORIZED', DASHBOARD_TEXT.teamMembersForPros);
  }
  const keyset = decodeCursor(query.cursor);
  const limit = PEOPLE_PAGE_SIZE + 1;
  const rows =
    view === 'followingUsers'
      ? await followingQuery(ctx.db, user.id, keyset).limit(limit).execute()
      : await peopleQuery(ctx.db, user.id, peopleParts(view, role), keyset).limit(limit).execute();
  const items = await toPeopleItems(ctx.storage, rows.slice(0, PEOPLE_PAGE_SIZE));
  return pageFrom(rows, PEOPLE_PAGE_SIZE, (row) => ({ at: row.cursor_at, id: row.person_id }), items);
}
