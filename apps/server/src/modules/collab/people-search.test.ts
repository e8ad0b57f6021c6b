import { COLLAB_API, IDEA_LIMITS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const search = (agent: ReturnType<typeof createAgent>, q: string) =>
  agent.get(`${COLLAB_API.peopleSearch}?q=${encodeURIComponent(q)}`);

async function person(fullName: string, profile: Parameters<typeof buildProfile>[2] = {}) {
  const user = await buildUser(t.database.db, { fullName });
  await buildProfile(t.database.db, user.id, profile);
  return user;
}

describe('GET /api/users/search', () => {
  it('needs a session and a query', async () => {
    expect((await search(createAgent(t.app), 'a')).statusCode).toBe(401);
    const { agent } = await signedInUser(t.app, t.database.db);
    expect((await search(agent, '  ')).statusCode).toBe(400);
    expect((await search(agent, 'x'.repeat(IDEA_LIMITS.filterValueMax + 1))).statusCode).toBe(400);
  });

  it('finds public, onboarded people by full or display name, case-insensitive, never the caller', async () => {
    const me = await signedInUser(t.app, t.database.db, { fullName: 'Quokka Searcher' });
    await buildProfile(t.database.db, me.user.id);
    const byName = await person('Zed Quokkason', { headline: 'Builder', country: 'India' });
    const byDisplay = await person('Anna Other', { display_name: 'quokka-fan' });
    await person('Hidden Quokka', { public_profile: false });
    const notOnboarded = await buildUser(t.database.db, { fullName: 'New Quokka' });
    await buildProfile(t.database.db, notOnboarded.id, { onboard_complete: false });
    await buildUser(t.database.db, { fullName: 'No Profile Quokka' });

    const res = await search(me.agent, 'QUOKKA');
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((p: { id: string }) => p.id).sort()).toEqual([byName.id, byDisplay.id].sort());
    expect(items.find((p: { id: string }) => p.id === byName.id)).toMatchObject({
      fullName: 'Zed Quokkason',
      headline: 'Builder',
      country: 'India',
      isVerified: false,
    });
  });

  it(`returns at most ${IDEA_LIMITS.peopleSearchMax} and treats % and _ as text`, async () => {
    const { agent } = await signedInUser(t.app, t.database.db);
    for (let i = 0; i < IDEA_LIMITS.peopleSearchMax + 2; i++) await person(`Wombat ${i}`);
    expect((await search(agent, 'wombat')).json().items).toHaveLength(IDEA_LIMITS.peopleSearchMax);
    await person('Fifty_Percent%');
    expect(
      (await search(agent, '_percent%')).json().items.map((p: { fullName: string }) => p.fullName),
    ).toEqual(['Fifty_Percent%']);
    expect((await search(agent, '%')).json().items.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Fifty_Percent%',
    ]);
  });
});
