import { randomUUID } from 'node:crypto';
import { MATCH_POINTS, MATCH_REASONS, PROFILE_API } from '@ibh/contract';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';

const t = useTestApp();

type ProfileValues = Omit<Insertable<DB['user_profiles']>, 'user_id'>;

/** What the viewer (an idea owner like Ava) looks for. */
const viewerProfile: ProfileValues = {
  looking_for_roles: ['Engineer'],
  looking_for_skills: ['React', 'Node.js'],
  skills: ['Marketing'],
  collaboration_type: 'Part-time',
  availability_per_week: 20,
  stage_preference: 'MVP',
  location_preference: 'Remote',
  country: 'India',
};

const perfect: ProfileValues = {
  primary_profession: 'Engineer',
  skills: ['react', 'Node.js', 'Go'],
  looking_for_skills: ['marketing'],
  collaboration_type: 'Part-time',
  availability_per_week: 25,
  stage_preference: 'MVP',
  location_preference: 'Remote',
  country: 'India',
};

async function person(fullName: string, values: ProfileValues) {
  const user = await buildUser(t.database.db, { fullName, role: 'professional' });
  await buildProfile(t.database.db, user.id, values);
  return user;
}

async function viewer(values: ProfileValues = viewerProfile) {
  const signed = await signedInUser(t.app, t.database.db);
  await buildProfile(t.database.db, signed.user.id, values);
  return signed;
}

const find = (query: string) => `${PROFILE_API.cofounders}?${query}`;

describe('GET /api/cofounders', () => {
  it('needs a session', async () => {
    expect((await createAgent(t.app).get(PROFILE_API.cofounders)).statusCode).toBe(401);
  });

  it('ranks the person who matches more first, with the reasons and the score from MATCH_POINTS', async () => {
    const tag = `t${randomUUID().slice(0, 8)}`;
    const { user: me, agent } = await viewer({ ...viewerProfile, tagline: tag });
    const match = await person('Best Match', { ...perfect, tagline: `${tag} builder` });
    const partial = await person('Partial Match', {
      primary_profession: 'Designer',
      skills: ['React'],
      collaboration_type: 'Full-time',
      availability_per_week: 60,
      stage_preference: 'Idea',
      location_preference: 'Hybrid',
      country: 'Germany',
      tagline: `${tag} designer`,
    });
    await person('Hidden Match', { ...perfect, public_profile: false, tagline: `${tag} hidden` });
    await person('Unfinished Match', { ...perfect, onboard_complete: false, tagline: `${tag} unfinished` });

    const res = await agent.get(find(`q=${tag}`));
    expect(res.statusCode).toBe(200);
    const { items, nextCursor } = res.json();
    expect(items.map((i: { userId: string }) => i.userId)).toEqual([match.id, partial.id]);
    expect(items.map((i: { userId: string }) => i.userId)).not.toContain(me.id);
    expect(nextCursor).toBeNull();
    const [best, second] = items;
    expect(best.score).toBe(
      MATCH_POINTS.role +
        2 * MATCH_POINTS.skill +
        MATCH_POINTS.reciprocalSkill +
        MATCH_POINTS.collaborationType +
        MATCH_POINTS.availability +
        MATCH_POINTS.stage +
        MATCH_POINTS.location +
        MATCH_POINTS.sameCountry,
    );
    expect(best.reasons).toEqual([
      MATCH_REASONS.role('Engineer'),
      MATCH_REASONS.skill('react'),
      MATCH_REASONS.skill('Node.js'),
      MATCH_REASONS.reciprocalSkill('marketing'),
      MATCH_REASONS.collaborationType('Part-time'),
      MATCH_REASONS.availability(25),
      MATCH_REASONS.stage('MVP'),
      MATCH_REASONS.location('Remote'),
      MATCH_REASONS.sameCountry('India'),
    ]);
    expect(best.reasons).toContain('Looking for: Engineer');
    expect(best).toMatchObject({
      fullName: 'Best Match',
      primaryProfession: 'Engineer',
      role: 'professional',
    });
    expect(second.score).toBe(MATCH_POINTS.skill);
    expect(second.reasons).toEqual(['Has skill: React']);
  });

  it('filters by name or tagline, role, skill, collaboration type, location, stage and country', async () => {
    const tag = `f${randomUUID().slice(0, 8)}`;
    const { agent } = await viewer();
    const engineer = await person(`${tag} Engineer`, perfect);
    const designer = await person(`${tag} Designer`, {
      primary_profession: 'Designer',
      secondary_roles: ['Engineer'],
      skills: ['Figma'],
      collaboration_type: 'Advisory',
      location_preference: 'On-site',
      stage_preference: 'Scaling',
      country: 'Spain',
    });
    const ids = async (query: string) =>
      (await agent.get(find(`q=${tag}&${query}`))).json().items.map((i: { userId: string }) => i.userId);
    expect(await ids('role=engineer')).toEqual([engineer.id, designer.id]);
    expect(await ids('role=Designer')).toEqual([designer.id]);
    expect(await ids('skill=NODE.JS')).toEqual([engineer.id]);
    expect(await ids('collaborationType=Advisory')).toEqual([designer.id]);
    expect(await ids('locationPreference=Remote')).toEqual([engineer.id]);
    expect(await ids('stagePreference=Scaling')).toEqual([designer.id]);
    expect(await ids('country=spain')).toEqual([designer.id]);
    expect(await ids('skill=Rust')).toEqual([]);
    expect((await agent.get(find('q=100%25_literal'))).json().items).toEqual([]);
  });

  it('pages with an opaque keyset cursor, without duplicates or gaps', async () => {
    const tag = `p${randomUUID().slice(0, 8)}`;
    const { agent } = await viewer();
    const created = [];
    for (let i = 0; i < 7; i++) {
      // Three score levels, several people on each, so the user-id tiebreak is exercised.
      const values: ProfileValues = i % 3 === 0 ? perfect : i % 3 === 1 ? { skills: ['React'] } : {};
      created.push(await person(`${tag} ${i}`, { ...values, tagline: tag }));
    }
    const seen: { userId: string; score: number }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `q=${tag}&limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await agent.get(find(query))).json();
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen.map((s) => s.userId)).size).toBe(7);
    expect(seen.map((s) => s.userId).sort()).toEqual(created.map((c) => c.id).sort());
    const sorted = [...seen].sort((a, b) => b.score - a.score || (a.userId < b.userId ? -1 : 1));
    expect(seen).toEqual(sorted);
  });

  it('refuses a cursor it did not make', async () => {
    const { agent } = await viewer();
    for (const cursor of ['garbage', Buffer.from('[1,"x"]').toString('base64url')]) {
      const res = await agent.get(find(`cursor=${cursor}`));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
  });

  it('works for a viewer who never filled a profile', async () => {
    const { agent } = await signedInUser(t.app, t.database.db);
    const res = await agent.get(PROFILE_API.cofounders);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().items)).toBe(true);
  });
});
