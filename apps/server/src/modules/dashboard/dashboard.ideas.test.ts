import {
  DASHBOARD,
  DASHBOARD_API,
  type DashboardIdea,
  type DashboardIdeaView,
  type DashboardOverview,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import {
  addCollab,
  addTeamMember,
  buildIdea,
  link,
  minute,
  removeTeamMember,
} from './dashboard.test-data.ts';

const t = useTestApp();

const db = () => t.database.db;

interface Page {
  items: DashboardIdea[];
  nextCursor: string | null;
}

async function page(agent: Agent, view: DashboardIdeaView, query = ''): Promise<Page> {
  const res = await agent.get(`${DASHBOARD_API.ideas(view)}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every page of a list, following nextCursor. */
async function allPages(agent: Agent, view: DashboardIdeaView, query = '') {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const params = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
    const next: Page = await page(agent, view, params);
    pages.push(next);
    cursor = next.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe('GET /api/dashboard/ideas/:view', () => {
  it('needs a session, a known view, sort and a valid cursor', async () => {
    expect((await createAgent(t.app).get(DASHBOARD_API.ideas('myIdeas'))).statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, db());
    expect((await agent.get('/api/dashboard/ideas/everything')).statusCode).toBe(400);
    expect((await agent.get(`${DASHBOARD_API.ideas('myIdeas')}?sort=oldest`)).statusCode).toBe(400);
    const id = '00000000-0000-4000-8000-000000000001';
    const encode = (at: string) => Buffer.from(JSON.stringify({ at, id })).toString('base64url');
    const badCursors = ['nope', encode('2025-02-31T00:00:00.000000Z'), encode('0000-01-01T00:00:00.000000Z')];
    for (const cursor of badCursors) {
      const res = await agent.get(`${DASHBOARD_API.ideas('myIdeas')}?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
    expect((await agent.get(`${DASHBOARD_API.ideas('myIdeas')}?cursor=${'a'.repeat(201)}`)).statusCode).toBe(
      400,
    );
    const future = await agent.get(
      `${DASHBOARD_API.ideas('savedIdeas')}?cursor=${encode('9999-12-31T00:00:00.000000Z')}`,
    );
    expect(future.statusCode).toBe(200);
  });

  it('is empty for a new user on every view', async () => {
    const { agent } = await signedInUser(t.app, db());
    for (const view of ['myIdeas', 'projects', 'savedIdeas', 'followingIdeas'] as const) {
      expect(await page(agent, view)).toEqual({ items: [], nextCursor: null });
    }
  });

  it('pages my ideas 20 at a time in each sort, without gaps or repeats', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    // Same updated_at for several ideas: the id breaks the tie.
    for (let i = 0; i < 25; i++) {
      await buildIdea(db(), user.id, {
        title: `Mine ${i}`,
        at: minute(Math.floor(i / 3)),
        likes_count: i % 4,
        comments_count: i % 5,
      });
    }
    const recent = await allPages(agent, 'myIdeas');
    expect(recent.map((p) => p.items.length)).toEqual([DASHBOARD.ownIdeas, 5]);
    const items = recent.flatMap((p) => p.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(25);
    const times = items.map((i) => i.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(items.every((i) => i.involvementType === null && i.joinedAt === null)).toBe(true);

    for (const [sort, key] of [
      ['likes', 'likesCount'],
      ['comments', 'commentsCount'],
    ] as const) {
      const sorted = (await allPages(agent, 'myIdeas', `sort=${sort}`)).flatMap((p) => p.items);
      expect(new Set(sorted.map((i) => i.id)).size).toBe(25);
      const counts = sorted.map((i) => i[key]);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('ignores the sort for professionals (Most Recent only)', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { role: 'professional' });
    await buildIdea(db(), user.id, { title: 'Older, liked', at: minute(1), likes_count: 9 });
    await buildIdea(db(), user.id, { title: 'Newer', at: minute(2), likes_count: 0 });
    const liked = await page(agent, 'myIdeas', 'sort=likes');
    expect(liked.items.map((i) => i.title)).toEqual(['Newer', 'Older, liked']);
  });

  it('pages projects newest joined first, with how I joined', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { role: 'professional' });
    const owner = await buildUser(db());
    for (let i = 0; i < 22; i++) {
      const idea = await buildIdea(db(), owner.id, { title: `Project ${i}`, at: minute(i) });
      if (i % 2) await addTeamMember(db(), idea, user.id, minute(100 + i));
      else await addCollab(db(), idea, user.id, 'accepted', minute(100 + i));
    }
    const pending = await buildIdea(db(), owner.id, { title: 'Pending' });
    await addCollab(db(), pending, user.id, 'pending');
    const pages = await allPages(agent, 'projects');
    expect(pages.map((p) => p.items.length)).toEqual([DASHBOARD.ownIdeas, 2]);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((i) => i.title)).toEqual(Array.from({ length: 22 }, (_, i) => `Project ${21 - i}`));
    expect(items[0]).toMatchObject({ involvementType: 'team_member', joinedAt: minute(121).toISOString() });
    expect(items[1]).toMatchObject({ involvementType: 'collaborator', joinedAt: minute(120).toISOString() });
    expect(items[0]?.owner.id).toBe(owner.id);
  });

  it('pages saved and followed ideas 50 at a time, newest first', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const owner = await buildUser(db());
    for (let i = 0; i < 53; i++) {
      const idea = await buildIdea(db(), owner.id, { title: `Saved ${i}` });
      await link(db(), 'idea_saves', idea, user.id, minute(i));
      if (i < 3) await link(db(), 'idea_follows', idea, user.id, minute(60 - i));
    }
    const saved = await allPages(agent, 'savedIdeas');
    expect(saved.map((p) => p.items.length)).toEqual([DASHBOARD.savedIdeas, 3]);
    expect(saved[0]?.items[0]?.title).toBe('Saved 52');
    expect(saved[1]?.items.map((i) => i.title)).toEqual(['Saved 2', 'Saved 1', 'Saved 0']);
    const following = await page(agent, 'followingIdeas');
    expect(following.items.map((i) => i.title)).toEqual(['Saved 0', 'Saved 1', 'Saved 2']);
    expect(following.nextCursor).toBeNull();
  });

  it('drops a private idea I saved and followed once I leave its team', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const owner = await buildUser(db());
    const secret = await buildIdea(db(), owner.id, { title: 'Secret', visibility: 'private' });
    const open = await buildIdea(db(), owner.id, { title: 'Open' });
    await addTeamMember(db(), secret, user.id);
    for (const idea of [secret, open]) {
      await link(db(), 'idea_saves', idea, user.id);
      await link(db(), 'idea_follows', idea, user.id);
    }
    expect((await page(agent, 'savedIdeas')).items.map((i) => i.title).sort()).toEqual(['Open', 'Secret']);

    await removeTeamMember(db(), secret, user.id);
    expect((await page(agent, 'savedIdeas')).items.map((i) => i.title)).toEqual(['Open']);
    expect((await page(agent, 'followingIdeas')).items.map((i) => i.title)).toEqual(['Open']);
    expect((await page(agent, 'projects')).items).toEqual([]);
    const overview = (await agent.get(DASHBOARD_API.overview)).json() as DashboardOverview;
    expect(overview.counts).toMatchObject({ savedIdeas: 1, followingIdeas: 1, projects: 0 });
  });

  it('locks premium cards for viewers who may not read them', async () => {
    const owner = await buildUser(db());
    const premium = await buildIdea(db(), owner.id, {
      title: 'Premium',
      is_premium: true,
      one_liner: 'Teaser',
    });
    const reader = await signedInUser(t.app, db(), { role: 'professional' });
    const verified = await signedInUser(t.app, db(), { role: 'professional' });
    await buildProfile(db(), verified.user.id, { is_verified: true });
    const member = await signedInUser(t.app, db());
    await addCollab(db(), premium, member.user.id, 'accepted');
    for (const who of [reader, verified, member]) await link(db(), 'idea_saves', premium, who.user.id);

    const [locked] = (await page(reader.agent, 'savedIdeas')).items;
    expect(locked).toMatchObject({
      locked: true,
      shortDescription: null,
      oneLiner: 'Teaser',
      isPremium: true,
    });
    const [forPro] = (await page(verified.agent, 'savedIdeas')).items;
    expect(forPro).toMatchObject({ locked: false, shortDescription: expect.any(String) });
    const [forMember] = (await page(member.agent, 'savedIdeas')).items;
    expect(forMember?.locked).toBe(false);
  });
});
