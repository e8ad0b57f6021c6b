import { randomBytes } from 'node:crypto';
import { IDEA_API, IDEA_LIMITS, IdeaPageSchema, PAGING } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { castSuite, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();
/** A new idea owner: each test posts as its own person, clear of the hourly posting limit. */
const newOwner = async () => (await signedInUser(t.app, t.database.db)).agent;

/** A word no other test uses, letters only so the English parser keeps it whole. */
const uniqueWord = () => `zq${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function explore(params: Record<string, string | number>, agent: Agent = cast.stranger.agent) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await agent.get(`${IDEA_API.ideas}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return IdeaPageSchema.parse(res.json());
}

async function titles(params: Record<string, string | number>) {
  return (await explore(params)).items.map((i) => i.title);
}

/** Every page of a query, following nextCursor. */
async function allPages(params: Record<string, string | number>) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const page = await explore(cursor ? { ...params, cursor } : params);
    pages.push(page.items.map((i) => i.title));
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const setCounters = (id: string, likes: number, comments: number) =>
  t.database.db
    .updateTable('ideas')
    .set({ likes_count: likes, comments_count: comments })
    .where('id', '=', id)
    .execute();

describe('GET /api/ideas: what is listed', () => {
  it('lists public ideas only, to anyone, newest first', async () => {
    const tag = uniqueWord();
    await postIdea(cast.owner.agent, { title: 'First', tags: [tag] });
    await postIdea(cast.owner.agent, { title: 'Hidden', tags: [tag], visibility: 'private' });
    await postIdea(cast.owner.agent, { title: 'Second', tags: [tag] });
    expect(await titles({ tags: tag })).toEqual(['Second', 'First']);
    const signedOut = await explore({ tags: tag }, createAgent(t.app));
    expect(signedOut.items.map((i) => i.title)).toEqual(['Second', 'First']);
    expect(signedOut.items[0]?.owner).toMatchObject({ id: cast.owner.user.id, fullName: 'Olive Owner' });
    // Not even the owner sees a private idea on Explore.
    expect(await explore({ tags: tag }, cast.owner.agent)).toMatchObject({ nextCursor: null });
    expect((await explore({ tags: tag }, cast.owner.agent)).items).toHaveLength(2);
  });

  it("lists one owner's public ideas with ownerId (their profile's list), and refuses a bad id", async () => {
    const { user, agent } = await signedInUser(t.app, t.database.db);
    await postIdea(agent, { title: 'Theirs one' });
    await postIdea(agent, { title: 'Theirs private', visibility: 'private' });
    await postIdea(agent, { title: 'Theirs two' });
    await postIdea(cast.owner.agent, { title: 'Someone else' });
    expect(await titles({ ownerId: user.id })).toEqual(['Theirs two', 'Theirs one']);
    const res = await cast.stranger.agent.get(`${IDEA_API.ideas}?ownerId=not-a-uuid`);
    expect(res.statusCode).toBe(400);
  });

  it('locks premium cards for those who may not read them', async () => {
    const tag = uniqueWord();
    await postIdea(cast.owner.agent, { title: 'Paid', tags: [tag], isPremium: true, oneLiner: 'Teaser' });
    const locked = (await explore({ tags: tag }, cast.professional.agent)).items[0];
    expect(locked).toMatchObject({ locked: true, shortDescription: null, oneLiner: 'Teaser', title: 'Paid' });
    expect((await explore({ tags: tag }, createAgent(t.app))).items[0]?.locked).toBe(true);
    for (const agent of [cast.verifiedPro.agent, cast.owner.agent]) {
      const open = (await explore({ tags: tag }, agent)).items[0];
      expect(open).toMatchObject({ locked: false, shortDescription: expect.any(String) });
    }
  });
});

describe('GET /api/ideas: search', () => {
  it('finds a word in any field (websearch syntax), newest first when asked', async () => {
    const word = uniqueWord();
    await postIdea(cast.owner.agent, { title: 'Plain title', shortDescription: `About ${word} things` });
    await postIdea(cast.owner.agent, { title: `The ${word} idea`, shortDescription: 'Nothing here' });
    await postIdea(cast.owner.agent, {
      title: 'Deep one',
      shortDescription: 'x',
      fullDescription: `Long ${word}`,
    });
    await postIdea(cast.owner.agent, {
      title: `Private ${word}`,
      shortDescription: 'x',
      visibility: 'private',
    });
    expect(await titles({ q: word, sort: 'newest' })).toEqual([
      'Deep one',
      `The ${word} idea`,
      'Plain title',
    ]);
    expect((await titles({ q: `${word} -plain` })).sort()).toEqual(['Deep one', `The ${word} idea`]);
    expect(await titles({ q: `"${word} idea"` })).toEqual([`The ${word} idea`]);
  });

  it('searches tags, one-liners and skills too, and sorts search results by another order on request', async () => {
    const word = uniqueWord();
    const a = await postIdea(cast.owner.agent, { title: 'Tagged', tags: [word] });
    const b = await postIdea(cast.owner.agent, { title: 'Skilled', skills: [word] });
    await postIdea(cast.owner.agent, { title: 'Lined', oneLiner: `for ${word}` });
    await setCounters(b, 9, 0);
    await setCounters(a, 3, 0);
    expect(await titles({ q: word, sort: 'most_liked' })).toEqual(['Skilled', 'Tagged', 'Lined']);
    expect(await titles({ q: word, sort: 'newest' })).toEqual(['Lined', 'Skilled', 'Tagged']);
  });

  it('finds nothing for a word nobody used, and refuses Best match without a search (decision 157)', async () => {
    expect(await explore({ q: uniqueWord() })).toEqual({ items: [], nextCursor: null, correctedQuery: null });
    for (const params of ['sort=relevance', 'q=%20&sort=relevance', 'q=solar&sort=best']) {
      const response = await cast.owner.agent.get(`${IDEA_API.ideas}?${params}`);
      expect(response.statusCode, params).toBe(400);
      expect(response.json().error.code).toBe('E_INVALID_INPUT');
    }
  });
});

describe('GET /api/ideas: filters', () => {
  it('filters by stage, all of several tags (any case), industry, looking for and open for collab', async () => {
    const tag = uniqueWord();
    const other = uniqueWord();
    await postIdea(cast.owner.agent, {
      title: 'Match',
      tags: [tag, other.toUpperCase()],
      stage: 'full pitch',
      industry: ['HealthTech'],
      lookingFor: ['CTO'],
      openForCollab: true,
    });
    await postIdea(cast.owner.agent, {
      title: 'One tag',
      tags: [tag],
      industry: ['FinTech'],
      lookingFor: ['Designer'],
    });
    expect(await titles({ tags: tag })).toEqual(['One tag', 'Match']);
    expect(await titles({ tags: `${tag.toUpperCase()}, ${other}` })).toEqual(['Match']);
    expect(await titles({ tags: tag, stage: 'full_pitchdeck' })).toEqual(['Match']);
    expect(await titles({ tags: tag, stage: 'raw' })).toEqual(['One tag']);
    expect(await titles({ tags: tag, industry: 'healthtech' })).toEqual(['Match']);
    expect(await titles({ tags: tag, industry: 'fintech' })).toEqual(['One tag']);
    expect(await titles({ tags: tag, lookingFor: 'cto' })).toEqual(['Match']);
    expect(await titles({ tags: tag, openForCollab: 'true' })).toEqual(['Match']);
    expect(await titles({ tags: tag, openForCollab: 'false' })).toEqual(['One tag']);
    expect(await titles({ tags: tag, industry: 'Nowhere' })).toEqual([]);
  });

  it(`refuses more than ${IDEA_LIMITS.filterTagsMax} tags, an unknown stage and a page past ${PAGING.maxPageSize}`, async () => {
    const tags = Array.from({ length: IDEA_LIMITS.filterTagsMax + 1 }, (_, i) => `t${i}`).join(',');
    for (const query of [`tags=${tags}`, 'stage=seed', `limit=${PAGING.maxPageSize + 1}`, 'sort=oldest']) {
      const res = await cast.stranger.agent.get(`${IDEA_API.ideas}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
  });
});

describe('GET /api/ideas: sorts and keyset pages', () => {
  it('sorts by likes and by comments, newest first among equals', async () => {
    const tag = uniqueWord();
    const ids: Record<string, string> = {};
    for (const title of ['A', 'B', 'C', 'D'])
      ids[title] = await postIdea(cast.owner.agent, { title, tags: [tag] });
    await setCounters(ids.A as string, 5, 1);
    await setCounters(ids.B as string, 0, 7);
    await setCounters(ids.C as string, 5, 0);
    expect(await titles({ tags: tag, sort: 'most_liked' })).toEqual(['C', 'A', 'D', 'B']);
    expect(await titles({ tags: tag, sort: 'most_commented' })).toEqual(['B', 'A', 'D', 'C']);
    expect(await titles({ tags: tag, sort: 'newest' })).toEqual(['D', 'C', 'B', 'A']);
  });

  it('pages every sort without duplicates or gaps, ties included', async () => {
    const tag = uniqueWord();
    const word = uniqueWord();
    const ids: string[] = [];
    const owner = await newOwner();
    for (let i = 0; i < 11; i++) {
      const body = i % 2 ? `${word} ${word} twice` : `${word} once`;
      ids.push(await postIdea(owner, { title: `N${i}`, tags: [tag], shortDescription: body }));
    }
    // Ties on every key: equal counters and, for four of them, the very same created_at.
    for (const [i, id] of ids.entries()) await setCounters(id, i % 3, i % 2);
    await t.database.db
      .updateTable('ideas')
      .set({ created_at: sql<Date>`'2024-05-01 10:00:00.123456+00'::timestamptz` })
      .where('id', 'in', ids.slice(3, 7))
      .execute();
    const expected = ids.map((_, i) => `N${i}`).sort();
    for (const sort of ['newest', 'most_liked', 'most_commented']) {
      const params = { tags: tag, q: word, sort, limit: 3 };
      const whole = (await explore({ ...params, limit: 50 })).items.map((i) => i.title);
      const pages = await allPages(params);
      expect(
        pages.map((p) => p.length),
        sort,
      ).toEqual([3, 3, 3, 2]);
      expect(pages.flat(), sort).toEqual(whole);
      expect([...pages.flat()].sort(), sort).toEqual(expected);
    }
  });

  it('uses IDEA_LIMITS.explorePage by default', async () => {
    const tag = uniqueWord();
    for (let i = 0; i <= IDEA_LIMITS.explorePage; i++)
      await postIdea(cast.stranger.agent, { title: `P${i}`, tags: [tag] });
    const first = await explore({ tags: tag });
    expect(first.items).toHaveLength(IDEA_LIMITS.explorePage);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await explore({ tags: tag, cursor: first.nextCursor as string });
    expect(second.items.map((i) => i.title)).toEqual(['P0']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor, or one from another sort, with 400 E_INVALID_INPUT', async () => {
    const tag = uniqueWord();
    const owner = await newOwner();
    await postIdea(owner, { title: 'X', tags: [tag] });
    await postIdea(owner, { title: 'Y', tags: [tag] });
    const { nextCursor } = await explore({ tags: tag, limit: 1 });
    const forged = Buffer.from(JSON.stringify({ s: 'newest', k: null, t: 'yesterday', id: 'x' })).toString(
      'base64url',
    );
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${forged}`,
      `cursor=${nextCursor}&sort=most_liked`,
      `cursor=${Buffer.from('[1,2]').toString('base64url')}`,
    ]) {
      const res = await cast.stranger.agent.get(`${IDEA_API.ideas}?tags=${tag}&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
  });
});
