import { DASHBOARD_API, type DashboardOverview, IDEA_STAGES } from '@ibh/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { demoAgent } from '../../db/seed/seed.test-kit.ts';
import { DEMO_ACCOUNTS } from '../auth/auth.seed.ts';
import { DEMO_IDEAS } from './ideas.seed-ideas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function overviewOf(email: string) {
  const agent = await demoAgent(t.app, email);
  const res = await agent.get(DASHBOARD_API.overview);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardOverview;
}

describe('demo ideas', () => {
  it('adds about sixty ideas owned by idea owners, across stages, privacy, premium and collab', async () => {
    const rows = await db()
      .selectFrom('ideas as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.stage', 'i.visibility', 'i.is_premium', 'i.open_for_collab', 'u.role', 'i.industry'])
      .execute();
    expect(rows).toHaveLength(DEMO_IDEAS.length);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(rows.every((r) => r.role === 'idea_owner')).toBe(true);
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(IDEA_STAGES));
    expect(rows.filter((r) => r.visibility === 'private').length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.is_premium).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.open_for_collab).length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.flatMap((r) => r.industry)).size).toBeGreaterThanOrEqual(15);
  });

  it('adds likes, threaded comments, saves, follows, favourites, teams, collaborations and workspaces', async () => {
    const count = async (table: Parameters<ReturnType<typeof db>['selectFrom']>[0]) => {
      const row = await sql<{
        n: number;
      }>`select count(*)::int as n from ${sql.table(table as string)}`.execute(db());
      return row.rows[0]?.n ?? 0;
    };
    expect(await count('idea_likes')).toBeGreaterThan(200);
    expect(await count('idea_saves')).toBeGreaterThan(20);
    expect(await count('idea_follows')).toBeGreaterThan(20);
    expect(await count('idea_favorites')).toBeGreaterThan(3);
    expect(await count('idea_team_members')).toBeGreaterThan(10);
    expect(await count('idea_team_invites')).toBeGreaterThan(0);
    expect(await count('workspace_messages')).toBeGreaterThan(5);
    expect(await count('workspace_tasks')).toBeGreaterThan(5);
    const statuses = await db().selectFrom('idea_collab_interest').select('status').execute();
    expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(['accepted', 'pending', 'declined']));
    const replies = await db()
      .selectFrom('idea_comments')
      .select('id')
      .where('parent_id', 'is not', null)
      .execute();
    expect(replies.length).toBeGreaterThan(10);
    // The counters follow the rows.
    const drift = await sql<{ n: number }>`
      select count(*)::int as n from ideas i
      where i.likes_count <> (select count(*) from idea_likes l where l.idea_id = i.id)
         or i.comments_count <> (select count(*) from idea_comments c where c.idea_id = i.id)`.execute(db());
    expect(drift.rows[0]?.n).toBe(0);
    // Nobody outside a private idea interacts with it.
    const leaks = await sql<{ n: number }>`
      select count(*)::int as n from idea_likes l join ideas i on i.id = l.idea_id
      where i.visibility = 'private' and l.user_id <> i.user_id
        and not exists (select 1 from idea_team_members t where t.idea_id = i.id and t.member_id = l.user_id)
        and not exists (select 1 from idea_collab_interest c
                        where c.idea_id = i.id and c.user_id = l.user_id and c.status = 'accepted')`.execute(
      db(),
    );
    expect(leaks.rows[0]?.n).toBe(0);
  });

  it('fills every view of the idea owners’ My Hub', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role === 'idea_owner')) {
      const overview = await overviewOf(account.email);
      expect(overview.role).toBe('idea_owner');
      for (const [view, count] of Object.entries(overview.counts)) {
        expect(count, `${account.email} ${view}`).toBeGreaterThan(0);
      }
      expect(overview.ideas.length).toBeGreaterThan(0);
      expect(overview.teamMembers.length).toBeGreaterThan(0);
      expect(overview.collaborators.length).toBeGreaterThan(0);
      expect(overview.workshopIdeas.some((w) => w.favorite)).toBe(true);
    }
  });

  it('puts the professional accounts on projects with people to work with', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== 'idea_owner')) {
      const overview = await overviewOf(account.email);
      expect(overview.role).toBe('professional');
      const { counts } = overview;
      for (const view of [
        'projects',
        'savedIdeas',
        'followingIdeas',
        'followingUsers',
        'collaborators',
      ] as const) {
        expect(counts[view], `${account.email} ${view}`).toBeGreaterThan(0);
      }
      expect(overview.ideas.length).toBeGreaterThan(0);
      expect(overview.stats.find((s) => s.key === 'validateIdeas')?.value).toBe(counts.projects);
    }
  });
});
