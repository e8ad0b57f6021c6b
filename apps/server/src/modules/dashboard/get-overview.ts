import {
  type DashboardOverview,
  type DashboardRole,
  type DashboardSort,
  type DashboardStat,
  normalizeDashboardRole,
} from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { proSignPendingCount } from '../evidence/pro-sign-invites.ts';
import { proShopStats } from '../orders/pro-stats.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { type IdeaCardRow, isoTime, toDashboardIdea } from './dashboard-idea.ts';
import { overviewQuery } from './dashboard-overview.repo.ts';
import { type PeopleRow, toPeopleItems } from './dashboard-person.ts';

interface Counts {
  myIdeas: number;
  projects: number;
  peopleOnMyIdeas: number;
  openShopOrders: number;
  mtdEarningsCents: number;
}

/**
 * Owners: My Ideas, Shared Projects, Collaborators (distinct people on my ideas). Professionals:
 * Open Shop Orders and MTD Earnings from the orders module (orders/pro-stats.ts); Validate Ideas
 * counts the projects they are on until evidence exists.
 */
function statsOf(role: DashboardRole, counts: Counts): DashboardStat[] {
  if (role === 'idea_owner') {
    return [
      { key: 'myIdeas', label: 'My Ideas', value: counts.myIdeas, unit: 'count' },
      { key: 'sharedProjects', label: 'Shared Projects', value: counts.projects, unit: 'count' },
      { key: 'collaborators', label: 'Collaborators', value: counts.peopleOnMyIdeas, unit: 'count' },
    ];
  }
  return [
    { key: 'openShopOrders', label: 'Open Shop Orders', value: counts.openShopOrders, unit: 'count' },
    { key: 'mtdEarnings', label: 'MTD Earnings', value: counts.mtdEarningsCents, unit: 'cents' },
    { key: 'validateIdeas', label: 'Validate Ideas', value: counts.projects, unit: 'count' },
  ];
}

const n = (value: number | string | null | undefined) => Number(value ?? 0);

/** GET /api/dashboard: the whole overview from one SQL statement. */
export async function getOverview(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  user: { id: string; role: string },
  requestedSort: DashboardSort = 'recent',
): Promise<DashboardOverview> {
  const role = normalizeDashboardRole(user.role);
  const sort = role === 'idea_owner' ? requestedSort : 'recent';
  const row = await overviewQuery(ctx.db, user.id, role, sort).executeTakeFirst();
  if (!row) throw new AppError('E_UNAUTHENTICATED');

  const [avatarUrl, myIdeas, projects, teamMembers, collaborators, proSignPending, shop] = await Promise.all([
    signAvatarUrl(ctx.storage, row.avatar_path),
    Promise.all((row.my_ideas as IdeaCardRow[]).map((idea) => toDashboardIdea(ctx.storage, idea))),
    Promise.all((row.projects as IdeaCardRow[]).map((idea) => toDashboardIdea(ctx.storage, idea))),
    toPeopleItems(ctx.storage, row.team_members as PeopleRow[]),
    toPeopleItems(ctx.storage, row.collaborators as PeopleRow[]),
    // Pending pro-sign invites (co_sign_inbox_v, the evidence module): the Pro Sign Inbox badge.
    role === 'professional' ? proSignPendingCount(ctx.db, user.id) : Promise.resolve(0),
    role === 'idea_owner' ? undefined : proShopStats(ctx.db, user.id, ctx.clock.now()),
  ]);
  const counts = {
    myIdeas: n(row.my_ideas_count),
    projects: n(row.projects_count),
    savedIdeas: n(row.saved_count),
    followingIdeas: n(row.following_ideas_count),
    followingUsers: n(row.following_users_count),
    teamMembers: role === 'idea_owner' ? n(row.team_count) : 0,
    collaborators: n(row.collaborators_count),
    myCollaborators: n(row.my_collaborators_count),
  };
  return {
    role,
    header: {
      userId: row.id,
      fullName: row.full_name?.trim() || null,
      displayName: row.display_name?.trim() || null,
      avatarUrl,
      role: row.role,
      profession: row.primary_profession,
      country: row.country,
      isVerified: row.is_verified ?? false,
    },
    stats: statsOf(role, {
      ...counts,
      peopleOnMyIdeas: n(row.people_on_my_ideas_count),
      openShopOrders: shop?.openOrders ?? 0,
      mtdEarningsCents: shop?.mtdEarningsCents ?? 0,
    }),
    ideas: role === 'idea_owner' ? myIdeas : projects,
    projects,
    teamMembers: role === 'idea_owner' ? teamMembers : [],
    collaborators,
    counts,
    proSignPending,
    workshopIdeas: row.workshop.map((idea) => ({
      id: idea.id,
      title: idea.title,
      shortDescription: idea.short_description,
      createdAt: isoTime(idea.created_at),
      favorite: Boolean(idea.favorite),
    })),
  };
}
