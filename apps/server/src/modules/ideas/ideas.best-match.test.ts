import { randomBytes } from 'node:crypto';
import { IDEA_API, IdeaPageSchema, SEARCH_LIMITS } from '@ibh/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../../test/agent.ts';
import { castSuite, postIdea } from './ideas.test-kit.ts';

const { t, cast } = castSuite();

/** A word no other test uses, letters only so the English parser keeps it whole. */
const uniqueWord = () => `zq${[...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

async function explore(params: Record<string, string | number>, agent: Agent = cast.stranger.agent) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await agent.get(`${IDEA_API.ideas}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return IdeaPageSchema.parse(res.json());
}

/** Every page of a query, following nextCursor: the ids in order. */
async function allIds(params: Record<string, string | number>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await explore(cursor ? { ...params, cursor } : params);
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return ids;
}

describe('GET /api/ideas: Best match (decision 157)', () => {
  it('ranks a title match above a one-liner match above a description-only match, by default with a search', async () => {
    const word = uniqueWord();
    const body = await postIdea(cast.owner.agent, {
      title: 'Plain',
      fullDescription: `Long text on ${word}`,
    });
    const title = await postIdea(cast.owner.agent, { title: `The ${word} idea`, shortDescription: 'x' });
    const line = await postIdea(cast.owner.agent, { title: 'Lined', oneLiner: `All about ${word}` });
    // Newest would be line, title, body; Best match puts the title first whatever the age.
    expect((await explore({ q: word })).items.map((i) => i.id)).toEqual([title, line, body]);
    expect((await explore({ q: word, sort: 'relevance' })).items.map((i) => i.id)).toEqual([
      title,
      line,
      body,
    ]);
    expect((await explore({ q: word, sort: 'newest' })).items.map((i) => i.id)).toEqual([line, title, body]);
  });

  it('marks the matched words of the title and one-liner as ranges, stemmed words too', async () => {
    const word = uniqueWord();
    await postIdea(cast.owner.agent, {
      title: `Validating ${word} ideas`,
      oneLiner: `A <b>${word}</b> for validation`,
    });
    const [card] = (await explore({ q: `${word} validation` })).items;
    expect(card?.highlights?.title).toEqual([
      { start: 0, end: 10 },
      { start: 11, end: 11 + word.length },
    ]);
    const oneLiner = card?.oneLiner ?? '';
    expect(card?.highlights?.oneLiner.map(({ start, end }) => oneLiner.slice(start, end))).toEqual([
      word,
      'validation',
    ]);
    // Every sort of a search carries them; a list without a search does not.
    expect((await explore({ q: word, sort: 'newest' })).items[0]?.highlights?.title).toEqual([
      { start: 11, end: 11 + word.length },
    ]);
    expect((await explore({ tags: 'nothing-here' })).items).toEqual([]);
    expect((await explore({})).items[0]).not.toHaveProperty('highlights');
  });

  it('corrects a typo ("valdation" finds "validation") and says which search ran, on every page', async () => {
    const word = uniqueWord();
    const ids = new Set<string>();
    for (let n = 0; n < 3; n += 1) {
      ids.add(await postIdea(cast.owner.agent, { title: `Customer validation kit ${n}`, tags: [word] }));
    }
    const page = await explore({ q: `valdation ${word}`, limit: 2 });
    expect(page.correctedQuery).toBe(`validation ${word}`);
    expect(
      page.items[0]?.highlights?.title.map(({ start, end }) => page.items[0]?.title.slice(start, end)),
    ).toEqual(['validation']);
    const walked = await allIds({ q: `valdation ${word}`, limit: 2 });
    expect(new Set(walked)).toEqual(ids);
    expect(walked).toHaveLength(3);
    // Spelled right, nothing is corrected.
    expect((await explore({ q: `validation ${word}` })).correctedQuery).toBeNull();
  });

  it('never shows a private idea, nor corrects a typo toward a word only a private idea has', async () => {
    const word = uniqueWord();
    const hidden = await postIdea(cast.owner.agent, { title: `Secret ${word}`, visibility: 'private' });
    for (const agent of [cast.stranger.agent, cast.owner.agent, createAgent(t.app)]) {
      const page = await explore({ q: word, sort: 'relevance' }, agent);
      expect(page.items.map((i) => i.id)).not.toContain(hidden);
    }
    // One letter off the private title's word: no correction is offered, nothing is found.
    const typo = `${word.slice(0, -1)}${word.endsWith('a') ? 'b' : 'a'}`;
    expect(await explore({ q: typo })).toEqual({ items: [], nextCursor: null, correctedQuery: null });
  });

  it(`ranks at most ${SEARCH_LIMITS.bestMatchCandidates} matches and pages them without duplicates`, async () => {
    const word = uniqueWord();
    const first = await postIdea(cast.owner.agent, { title: `Bound ${word}`, shortDescription: 'x' });
    const extra = SEARCH_LIMITS.bestMatchCandidates + 20;
    await sql`
      insert into ideas (user_id, title, short_description, one_liner, created_at)
      select user_id, 'Copy ' || g, 'About ' || ${word}, case when g % 3 = 0 then ${word} end,
        now() - g * interval '1 minute'
      from ideas, generate_series(1, ${extra}::int) g where id = ${first}::uuid`.execute(t.database.db);
    const ranked = await allIds({ q: word, limit: 50 });
    expect(ranked).toHaveLength(SEARCH_LIMITS.bestMatchCandidates);
    expect(new Set(ranked).size).toBe(ranked.length);
    // Newest still walks every match.
    expect(await allIds({ q: word, sort: 'newest', limit: 100 })).toHaveLength(extra + 1);
  });

  it('refuses a Best match cursor that does not fit, and one of another sort', async () => {
    const word = uniqueWord();
    for (let n = 0; n < 3; n += 1) await postIdea(cast.owner.agent, { title: `Paged ${word} ${n}` });
    const page = await explore({ q: word, limit: 1 });
    expect(page.nextCursor).toEqual(expect.any(String));
    const bad = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const cursors = [
      bad({ s: 'relevance', k: null, t: '2026-01-01 10:00:00+00', id: page.items[0]?.id }),
      bad({ s: 'relevance', k: 1.5, t: '2026-01-01 10:00:00+00', id: page.items[0]?.id }),
      bad({ s: 'relevance', k: 1, t: '2026-01-01 10:00:00+00', id: page.items[0]?.id, c: 2 }),
    ];
    for (const cursor of cursors) {
      const res = await cast.stranger.agent.get(`${IDEA_API.ideas}?q=${word}&cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.code).toBe('E_INVALID_INPUT');
    }
    const other = await cast.stranger.agent.get(
      `${IDEA_API.ideas}?q=${word}&sort=newest&cursor=${page.nextCursor}`,
    );
    expect(other.statusCode).toBe(400);
  });
});
