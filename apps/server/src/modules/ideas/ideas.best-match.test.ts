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

/**
 * `count` ideas of the first idea's owner titled `title` and a number, `minutesAgo` minutes old and
 * older, inserted oldest first (so the table's physical order, which a bitmap scan follows, is
 * not newest first).
 */
async function copies(from: string, title: string, count: number, minutesAgo = 1) {
  const result = await sql<{ id: string }>`
    insert into ideas (user_id, title, short_description, created_at)
    select user_id, ${title} || ' ' || g, 'x', now() - (${minutesAgo}::int + ${count}::int - g) * interval '1 minute'
    from ideas, generate_series(1, ${count}::int) g where id = ${from}::uuid
    order by g
    returning id, created_at`.execute(t.database.db);
  return result.rows.map((row) => row.id);
}

const postings = async (ideaId: string) =>
  (
    await t.database.db
      .selectFrom('idea_search_postings')
      .select('term')
      .where('idea_id', '=', ideaId)
      .orderBy('term')
      .execute()
  ).map((row) => row.term);

describe('Best match candidates (decision 164)', () => {
  it(`ranks the newest ${SEARCH_LIMITS.bestMatchCandidates} ideas with the word on their card`, async () => {
    const word = uniqueWord();
    const seed = await postIdea(cast.owner.agent, { title: `Seed ${word}`, shortDescription: 'x' });
    const older = await copies(seed, `Older ${word}`, 20, 10_000);
    const newer = await copies(seed, `Newer ${word}`, SEARCH_LIMITS.bestMatchCandidates - 1);
    const ranked = await allIds({ q: word, limit: 50 });
    expect(new Set(ranked)).toEqual(new Set([seed, ...newer]));
    for (const id of older) expect(ranked).not.toContain(id);
  });

  it("walks the rarest word of a search that needs every word, past the common word's newest", async () => {
    const [common, rare] = [uniqueWord(), uniqueWord()];
    const seed = await postIdea(cast.owner.agent, { title: `Seed ${common}`, shortDescription: 'x' });
    await copies(seed, `Fresh ${common}`, SEARCH_LIMITS.bestMatchPostingsPerWord + 50);
    const extra = 10;
    // Oldest first: the newest candidates are the last `bestMatchCandidates` of them.
    const both = await copies(
      seed,
      `Old ${common} ${rare}`,
      SEARCH_LIMITS.bestMatchCandidates + extra,
      100_000,
    );
    const newest = new Set(both.slice(extra));
    expect(new Set(await allIds({ q: `${common} ${rare}`, limit: 50 }))).toEqual(newest);
    expect(new Set(await allIds({ q: `${rare} ${common}`, limit: 50 }))).toEqual(newest);
  });

  it('walks every word of an OR search, and leaves out a word the search excludes', async () => {
    const [first, second, excluded] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const seed = await postIdea(cast.owner.agent, { title: `Seed ${first}`, shortDescription: 'x' });
    await copies(seed, `Old ${first}`, SEARCH_LIMITS.bestMatchCandidates + 10, 1_000);
    const [withSecond] = await copies(seed, `New ${second}`, 1);
    const [withBoth] = await copies(seed, `New ${first} ${excluded}`, 1);
    const ranked = await allIds({ q: `${first} or ${second}`, limit: 50 });
    expect(ranked).toHaveLength(SEARCH_LIMITS.bestMatchCandidates);
    expect(ranked).toEqual(expect.arrayContaining([withSecond, withBoth]));
    const excluding = await allIds({ q: `${first} -${excluded}`, limit: 50 });
    expect(excluding).toHaveLength(SEARCH_LIMITS.bestMatchCandidates);
    expect(excluding).not.toContain(withBoth);
  });

  it('keeps the posting lists to the card words of public ideas as ideas change and go', async () => {
    // Ending in q: no English suffix the stemmer would cut, so each word is its own lexeme.
    const [before, after] = [`${uniqueWord()}q`, `${uniqueWord()}q`];
    const id = await postIdea(cast.owner.agent, {
      title: `Card ${before}`,
      shortDescription: `Hidden ${after}`,
    });
    expect(await postings(id)).toEqual(expect.arrayContaining([before, 'card']));
    expect(await postings(id)).not.toContain('hidden');
    const db = t.database.db;
    await db
      .updateTable('ideas')
      .set({ title: `Card ${after}` })
      .where('id', '=', id)
      .execute();
    expect(await postings(id)).toContain(after);
    expect(await postings(id)).not.toContain(before);
    await db.updateTable('ideas').set({ likes_count: 5 }).where('id', '=', id).execute();
    expect(await postings(id)).toContain(after);
    await db.updateTable('ideas').set({ visibility: 'private' }).where('id', '=', id).execute();
    expect(await postings(id)).toEqual([]);
    await db.updateTable('ideas').set({ visibility: 'public' }).where('id', '=', id).execute();
    expect(await postings(id)).toContain(after);
    await db.deleteFrom('ideas').where('id', '=', id).execute();
    expect(await postings(id)).toEqual([]);
  });
});
