import { DASHBOARD, DASHBOARD_API, DASHBOARD_TEXT, type PeopleItem } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import { addCollab, addTeamMember, buildIdea, follow, minute } from './dashboard.test-data.ts';

const t = useTestApp();

const db = () => t.database.db;

interface Page {
  items: PeopleItem[];
  nextCursor: string | null;
}

async function page(agent: Agent, view: Parameters<typeof DASHBOARD_API.people>[0], cursor?: string) {
  const res = await agent.get(`${DASHBOARD_API.people(view)}${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

describe('GET /api/dashboard/people/:view', () => {
  it('needs a session, a known view and a valid cursor', async () => {
    expect((await createAgent(t.app).get(DASHBOARD_API.people('followingUsers'))).statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, db());
    expect((await agent.get('/api/dashboard/people/everyone')).statusCode).toBe(400);
    expect((await agent.get(`${DASHBOARD_API.people('collaborators')}?cursor=abc`)).statusCode).toBe(400);
  });

  it('is empty for a new user', async () => {
    const { agent } = await signedInUser(t.app, db());
    for (const view of ['followingUsers', 'teamMembers', 'collaborators', 'myCollaborators'] as const) {
      expect(await page(agent, view)).toEqual({ items: [], nextCursor: null });
    }
  });

  it('pages the people I follow (accepted only), newest first, 50 at a time', async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const people = [];
    for (let i = 0; i < 52; i++) {
      const person = await buildUser(db(), { fullName: `Followed ${i}` });
      await follow(db(), user.id, person.id, minute(i));
      people.push(person);
    }
    const pendingPerson = await buildUser(db(), { fullName: 'Pending' });
    await db()
      .insertInto('follows')
      .values({ follower_id: user.id, following_id: pendingPerson.id, status: 'pending' })
      .execute();

    const first = await page(agent, 'followingUsers');
    expect(first.items).toHaveLength(DASHBOARD.followingUsers);
    expect(first.items[0]).toMatchObject({
      fullName: 'Followed 51',
      source: 'following',
      ideaId: null,
      ideaTitle: null,
      since: minute(51).toISOString(),
    });
    const second = await page(agent, 'followingUsers', first.nextCursor ?? undefined);
    expect(second.items.map((p) => p.fullName)).toEqual(['Followed 1', 'Followed 0']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses Team Members to professionals', async () => {
    const { agent } = await signedInUser(t.app, db(), { role: 'funder' });
    const res = await agent.get(DASHBOARD_API.people('teamMembers'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'E_NOT_AUTHORIZED',
      message: DASHBOARD_TEXT.teamMembersForPros,
    });
  });

  it('lists team members, collaborators and my collaborators, each person once (most recent link)', async () => {
    const { user: owner, agent } = await signedInUser(t.app, db());
    const [ann, ben, cat, dan] = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan'].map((fullName) => buildUser(db(), { fullName, role: 'professional' })),
    );
    if (!ann || !ben || !cat || !dan) throw new Error('users');
    const first = await buildIdea(db(), owner.id, { title: 'First' });
    const second = await buildIdea(db(), owner.id, { title: 'Second' });
    await addTeamMember(db(), first, ann.id, minute(1));
    await addTeamMember(db(), second, ann.id, minute(3));
    await addTeamMember(db(), second, ben.id, minute(2));
    await addCollab(db(), first, cat.id, 'accepted', minute(4));
    await addCollab(db(), second, cat.id, 'accepted', minute(6));
    await addCollab(db(), second, dan.id, 'declined', minute(7));
    // Cat also owns an idea I collaborate on: one Cat, from the most recent link.
    const catsIdea = await buildIdea(db(), cat.id, { title: "Cat's" });
    await addCollab(db(), catsIdea, owner.id, 'accepted', minute(5));

    const team = await page(agent, 'teamMembers');
    expect(team.items.map((p) => [p.fullName, p.source, p.ideaTitle, p.since])).toEqual([
      ['Ann', 'team', 'Second', minute(3).toISOString()],
      ['Ben', 'team', 'Second', minute(2).toISOString()],
    ]);
    const collaborators = await page(agent, 'collaborators');
    expect(collaborators.items.map((p) => [p.fullName, p.source, p.ideaTitle])).toEqual([
      ['Cat', 'collaborator', 'Second'],
    ]);
    const mine = await page(agent, 'myCollaborators');
    expect(mine.items.map((p) => [p.fullName, p.ideaTitle])).toEqual([['Cat', 'Second']]);

    // A professional joining First works with its owner (since joining), Cat and Ann.
    const pro = await signedInUser(t.app, db(), { role: 'professional' });
    await addTeamMember(db(), first, pro.user.id, minute(9));
    const workWith = await page(pro.agent, 'collaborators');
    expect(workWith.items.map((p) => [p.fullName, p.source, p.since])).toEqual([
      ['Test Person', 'idea_owner', minute(9).toISOString()],
      ['Cat', 'collaborator', minute(4).toISOString()],
      ['Ann', 'team', minute(1).toISOString()],
    ]);
  });

  it("keeps team members out of an idea owner's Collaborators list", async () => {
    const { user: owner, agent } = await signedInUser(t.app, db());
    const [host, tom, uma] = await Promise.all(
      ['Host', 'Tom', 'Uma'].map((fullName) => buildUser(db(), { fullName, role: 'professional' })),
    );
    if (!host || !tom || !uma) throw new Error('users');
    // I collaborate on Host's idea, where Tom is on the team and Uma collaborates too.
    const hosted = await buildIdea(db(), host.id, { title: 'Hosted' });
    await addCollab(db(), hosted, owner.id, 'accepted', minute(1));
    await addTeamMember(db(), hosted, tom.id, minute(2));
    await addCollab(db(), hosted, uma.id, 'accepted', minute(3));

    const collaborators = await page(agent, 'collaborators');
    expect(collaborators.items.map((p) => [p.fullName, p.source])).toEqual([
      ['Uma', 'collaborator'],
      ['Host', 'idea_owner'],
    ]);
  });

  it('pages collaborators with a cursor', async () => {
    const { user: owner, agent } = await signedInUser(t.app, db());
    const idea = await buildIdea(db(), owner.id);
    for (let i = 0; i < 51; i++) {
      const person = await buildUser(db(), { fullName: `Collaborator ${i}` });
      await addCollab(db(), idea, person.id, 'accepted', minute(i));
    }
    const first = await page(agent, 'myCollaborators');
    expect(first.items).toHaveLength(50);
    const second = await page(agent, 'myCollaborators', first.nextCursor ?? undefined);
    expect(second.items.map((p) => p.fullName)).toEqual(['Collaborator 0']);
    expect(second.nextCursor).toBeNull();
  });
});
