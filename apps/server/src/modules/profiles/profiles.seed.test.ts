import { MATCH_REASONS, PROFILE_API, PROFILE_TEXT } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_PEOPLE, demoEmail } from './profiles.seed-people.ts';

const t = useSeededTestApp();

const signIn = (email: string) => demoAgent(t.app, email);

async function idOf(email: string) {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('demo profiles', () => {
  it('adds about thirty people who sign in with the demo password', async () => {
    expect(DEMO_PEOPLE.length).toBeGreaterThanOrEqual(30);
    await signIn(demoEmail('Chloé Martin'));
    expect(demoEmail('Chloé Martin')).toBe('chloe.martin@demo.test');
  });

  it("ranks an engineer with React and Node.js first in Ava's co-founder finder", async () => {
    const ava = await signIn('ava@demo.test');
    const me = (await ava.get(PROFILE_API.me)).json();
    expect(me).toMatchObject({
      fullName: 'Ava Patel',
      country: 'India',
      city: 'Bengaluru',
      onboardComplete: true,
    });
    const page = (await ava.get(PROFILE_API.cofounders)).json();
    expect(page.items.length).toBeGreaterThan(5);
    expect(page.items[0]).toMatchObject({ fullName: 'Arjun Mehta', primaryProfession: 'Engineer' });
    expect(page.items[0].reasons).toEqual(
      expect.arrayContaining([
        MATCH_REASONS.role('Engineer'),
        MATCH_REASONS.skill('React'),
        MATCH_REASONS.skill('Node.js'),
      ]),
    );
    expect((await ava.get(PROFILE_API.readiness)).json()).toMatchObject({
      priorFounder: true,
      deckReady: true,
    });
  });

  it('shows Priya as a verified professional and Sam as not verified', async () => {
    const visitor = createAgent(t.app);
    const priya = (await visitor.get(PROFILE_API.pro(await idOf('priya@demo.test')))).json();
    expect(priya).toMatchObject({ fullName: 'Priya Sharma', verified: true, impactScore: 0.82 });
    const sam = (await visitor.get(PROFILE_API.pro(await idOf('sam@demo.test')))).json();
    expect(sam).toMatchObject({ verified: false });
    const profile = (await visitor.get(PROFILE_API.profile(await idOf('priya@demo.test')))).json();
    expect(profile).toMatchObject({ isVerified: true, roleBadge: 'professional' });
    expect(profile.followers).toBeGreaterThan(0);
  });

  it('keeps the private demo people private', async () => {
    const hidden = DEMO_PEOPLE.filter((p) => p.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const person of hidden) {
      const res = await createAgent(t.app).get(PROFILE_API.profile(await idOf(demoEmail(person.name))));
      expect(res.json().error.message).toBe(PROFILE_TEXT.notFoundOrPrivate);
    }
  });
});
