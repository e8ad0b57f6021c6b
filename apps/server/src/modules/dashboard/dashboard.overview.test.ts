import { DASHBOARD, DASHBOARD_API, type DashboardOverview } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { signedInUser, type signInAs } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { addCollab, addTeamMember, buildIdea, follow, link, minute } from './dashboard.test-data.ts';

const t = useTestApp();

const db = () => t.database.db;

async function overviewOf(agent: Awaited<ReturnType<typeof signInAs>>, sort?: string) {
  const res = await agent.get(`${DASHBOARD_API.overview}${sort ? `?sort=${sort}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardOverview;
}

describe('GET /api/dashboard', () => {
  it('needs a session and a known sort', async () => {
    const res = await createAgent(t.app).get(DASHBOARD_API.overview);
    expect(res.statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, db());
    expect((await agent.get(`${DASHBOARD_API.overview}?sort=oldest`)).statusCode).toBe(400);
  });

  it('is empty for a new idea owner: every count 0 and every list empty', async () => {
    const { user, agent } = await signedInUser(t.app, db(), { fullName: 'Nina New' });
    const overview = await overviewOf(agent);
    expect(overview.role).toBe('idea_owner');
    expect(overview.header).toMatchObject({
      userId: user.id,
      fullName: 'Nina New',
      role: 'idea_owner',
      avatarUrl: null,
      isVerified: false,
    });
    expect(overview.stats.map((s) => [s.label, s.value])).toEqual([
      ['My Ideas', 0],
      ['Shared Projects', 0],
      ['Collaborators', 0],
    ]);
    expect(Object.values(overview.counts).every((count) => count === 0)).toBe(true);
    expect(overview.ideas).toEqual([]);
    expect(overview.projects).toEqual([]);
    expect(overview.teamMembers).toEqual([]);
    expect(overview.collaborators).toEqual([]);
    expect(overview.workshopIdeas).toEqual([]);
    expect(overview.proSignPending).toBe(0);
  });

  it('shows an idea owner their ideas, projects, team, collaborators and counts', async () => {
    const { user: owner, agent } = await signedInUser(t.app, db(), { fullName: 'Olive Owner' });
    await buildProfile(db(), owner.id, { primary_profession: 'Founder', country: 'Kenya' });
    const [ann, ben, cat, dan, eve] = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name) =>
        buildUser(db(), { fullName: name, role: 'professional' }),
      ),
    );
    if (!ann || !ben || !cat || !dan || !eve) throw new Error('users');
    // Eight ideas: updated one minute apart; likes and comments in other orders.
    const mine: string[] = [];
    for (let i = 0; i < 8; i++) {
      mine.push(
        await buildIdea(db(), owner.id, {
          title: `Mine ${i}`,
          at: minute(i),
          likes_count: (i * 3) % 8,
          comments_count: 7 - i,
        }),
      );
    }
    const [m0, m1, m2] = mine as [string, string, string];
    // Team: Ann on two ideas (counted once, most recent kept), Ben on one.
    await addTeamMember(db(), m0, ann.id, minute(10));
    await addTeamMember(db(), m1, ann.id, minute(12));
    await addTeamMember(db(), m2, ben.id, minute(11));
    // Collaborators: Cat accepted, Dan only pending (not counted).
    await addCollab(db(), m0, cat.id, 'accepted', minute(13));
    await addCollab(db(), m1, dan.id, 'pending', minute(14));
    // Projects: I am on Dan's idea's team and an accepted collaborator on Eve's private idea.
    const dansIdea = await buildIdea(db(), dan.id, { title: "Dan's idea", at: minute(1) });
    const evesIdea = await buildIdea(db(), eve.id, {
      title: "Eve's idea",
      visibility: 'private',
      at: minute(2),
    });
    await addTeamMember(db(), dansIdea, owner.id, minute(20));
    await addCollab(db(), evesIdea, owner.id, 'accepted', minute(21));
    await addTeamMember(db(), evesIdea, ben.id, minute(5));
    // Saves, follows, following users.
    await link(db(), 'idea_saves', dansIdea, owner.id);
    await link(db(), 'idea_follows', evesIdea, owner.id);
    await link(db(), 'idea_follows', dansIdea, owner.id);
    await follow(db(), owner.id, ann.id);

    const overview = await overviewOf(agent);
    expect(overview.header).toMatchObject({
      fullName: 'Olive Owner',
      profession: 'Founder',
      country: 'Kenya',
    });
    expect(overview.stats.map((s) => [s.key, s.value])).toEqual([
      ['myIdeas', 8],
      ['sharedProjects', 2],
      ['collaborators', 3],
    ]);
    expect(overview.ideas.map((i) => i.title)).toEqual([
      'Mine 7',
      'Mine 6',
      'Mine 5',
      'Mine 4',
      'Mine 3',
      'Mine 2',
    ]);
    expect(overview.ideas[0]).toMatchObject({
      owner: { id: owner.id, fullName: 'Olive Owner' },
      locked: false,
    });
    expect(overview.projects.map((p) => [p.title, p.involvementType])).toEqual([
      ["Eve's idea", 'collaborator'],
      ["Dan's idea", 'team_member'],
    ]);
    expect(overview.projects[0]?.joinedAt).toBe(minute(21).toISOString());
    expect(overview.teamMembers.map((p) => [p.fullName, p.source, p.ideaTitle])).toEqual([
      ['Ann', 'team', 'Mine 1'],
      ['Ben', 'team', 'Mine 2'],
    ]);
    // My collaborator Cat and the owners of the ideas I joined; Ben, on Eve's team, is a team
    // member, not a collaborator, so he is not listed here.
    expect(overview.collaborators.map((p) => [p.fullName, p.source, p.ideaTitle])).toEqual([
      ['Eve', 'idea_owner', "Eve's idea"],
      ['Dan', 'idea_owner', "Dan's idea"],
      ['Cat', 'collaborator', 'Mine 0'],
    ]);
    expect(overview.counts).toEqual({
      myIdeas: 8,
      projects: 2,
      savedIdeas: 1,
      followingIdeas: 2,
      followingUsers: 1,
      teamMembers: 2,
      collaborators: 3,
      myCollaborators: 1,
    });

    const byLikes = await overviewOf(agent, 'likes');
    const likes = byLikes.ideas.map((i) => i.likesCount);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(byLikes.ideas.length).toBe(DASHBOARD.overviewPerList);
    const byComments = await overviewOf(agent, 'comments');
    expect(byComments.ideas.map((i) => i.title)).toEqual([
      'Mine 0',
      'Mine 1',
      'Mine 2',
      'Mine 3',
      'Mine 4',
      'Mine 5',
    ]);
  });

  it('normalises any other role to professional: projects, people I work with, sort ignored', async () => {
    const { user: mentor, agent } = await signedInUser(t.app, db(), {
      role: 'mentor',
      fullName: 'Mo Mentor',
    });
    const owner = await buildUser(db(), { fullName: 'Ola Owner' });
    const teammate = await buildUser(db(), { fullName: 'Tim Team', role: 'professional' });
    const ideas = [];
    for (let i = 0; i < 8; i++) {
      const idea = await buildIdea(db(), owner.id, {
        title: `Owned ${i}`,
        at: minute(i),
        likes_count: 10 - i,
      });
      await addTeamMember(db(), idea, mentor.id, minute(30 + i));
      ideas.push(idea);
    }
    await addTeamMember(db(), ideas[0] as string, teammate.id, minute(50));
    // An idea the mentor owns from before (role change) with an accepted collaborator.
    const own = await buildIdea(db(), mentor.id, { title: 'Old own idea', at: minute(1) });
    await addCollab(db(), own, teammate.id, 'accepted', minute(2));

    const overview = await overviewOf(agent, 'likes');
    expect(overview.role).toBe('professional');
    expect(overview.header.role).toBe('mentor');
    expect(overview.stats.map((s) => [s.label, s.value, s.unit])).toEqual([
      ['Open Shop Orders', 0, 'count'],
      ['MTD Earnings', 0, 'cents'],
      ['Validate Ideas', 8, 'count'],
    ]);
    // Projects, newest joined first whatever the sort asked for.
    expect(overview.ideas.map((i) => i.title)).toEqual([
      'Owned 7',
      'Owned 6',
      'Owned 5',
      'Owned 4',
      'Owned 3',
      'Owned 2',
    ]);
    expect(overview.ideas.every((i) => i.involvementType === 'team_member')).toBe(true);
    expect(overview.projects).toEqual(overview.ideas);
    expect(overview.teamMembers).toEqual([]);
    expect(overview.counts.teamMembers).toBe(0);
    expect(overview.collaborators.map((p) => [p.fullName, p.source])).toEqual([
      ['Tim Team', 'team'],
      ['Ola Owner', 'idea_owner'],
    ]);
    expect(overview.counts).toMatchObject({ projects: 8, collaborators: 2, myCollaborators: 1, myIdeas: 1 });
  });

  it('lists workshop ideas: favourites first, then newest, mine and joined only', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const other = await buildUser(db());
    const a = await buildIdea(db(), user.id, { title: 'A', at: minute(1) });
    await buildIdea(db(), user.id, { title: 'B', at: minute(2) });
    const c = await buildIdea(db(), other.id, { title: 'C', at: minute(3) });
    await buildIdea(db(), other.id, { title: 'Not mine', at: minute(4) });
    const d = await buildIdea(db(), other.id, { title: 'D (pending)', at: minute(5) });
    await addCollab(db(), c, user.id, 'accepted');
    await addCollab(db(), d, user.id, 'pending');
    await link(db(), 'idea_favorites', a, user.id);

    const overview = await overviewOf(agent);
    expect(overview.workshopIdeas.map((w) => [w.title, w.favorite])).toEqual([
      ['A', true],
      ['C', false],
      ['B', false],
    ]);
    expect(overview.workshopIdeas[0]).toMatchObject({
      shortDescription: expect.any(String),
      createdAt: minute(1).toISOString(),
    });
  });
});
