import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useSeededTestApp } from '../../db/seed/seed.test-kit.ts';

const t = useSeededTestApp();

const STOP = new Set([
  'about',
  'after',
  'before',
  'every',
  'other',
  'their',
  'there',
  'these',
  'through',
  'which',
  'while',
  'without',
  'would',
]);

/** The words of five letters or more, lower-cased, without the common ones. */
function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-zà-ÿ]{5,}/g) ?? []).filter((word) => !STOP.has(word)));
}

const shareWords = (a: string, b: string) => [...words(a)].filter((word) => words(b).has(word));

/**
 * Demo data says what it is about (issue 26, item 14): seeded evidence and interview sprints on an
 * idea speak about that idea. Before, the seed took ideas by position and CampusConnect (campus
 * hiring) carried a clinic-scheduling hypothesis and clinic manager interviews.
 */
describe('demo evidence and sprints fit their ideas', () => {
  it('every seeded evidence on an idea shares its subject with the idea', async () => {
    const rows = await sql<{ idea: string; evidence: string }>`
      select i.title || ' ' || i.one_liner || ' ' || coalesce(i.short_description, '') as idea,
             v.title || ' ' || v.summary || ' ' || v.interviews::text as evidence
      from evidence_entries e
      join ideas i on i.id = e.context_id
      join evidence_versions v on v.evidence_id = e.id
      where e.context_kind = 'idea'
    `.execute(t.database.db);
    expect(rows.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows.rows) {
      expect(shareWords(row.evidence, row.idea), `${row.evidence}\n  on\n${row.idea}`).not.toEqual([]);
    }
  });

  it('every seeded sprint on an idea tests a hypothesis about that idea', async () => {
    const rows = await sql<{ idea: string; sprint: string }>`
      select i.title || ' ' || i.one_liner || ' ' || coalesce(i.short_description, '') as idea,
             x.hypothesis || ' ' || x.persona as sprint
      from experiments x
      join ideas i on i.id = x.idea_id
    `.execute(t.database.db);
    expect(rows.rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows.rows) {
      expect(shareWords(row.sprint, row.idea), `${row.sprint}\n  on\n${row.idea}`).not.toEqual([]);
    }
  });

  it('CampusConnect carries no clinic evidence or sprint', async () => {
    const text = await sql<{ text: string }>`
      select string_agg(v.title || ' ' || v.summary || ' ' || v.interviews::text, ' ') as text
      from ideas i
      join evidence_entries e on e.context_id = i.id or e.context_id in (
        select x.id from experiments x where x.idea_id = i.id)
      join evidence_versions v on v.evidence_id = e.id
      where i.title = 'CampusConnect'
    `.execute(t.database.db);
    const sprints = await sql<{ text: string }>`
      select string_agg(x.hypothesis || ' ' || x.persona, ' ') as text
      from experiments x join ideas i on i.id = x.idea_id where i.title = 'CampusConnect'
    `.execute(t.database.db);
    expect(text.rows[0]?.text).toMatch(/startup/i);
    expect(text.rows[0]?.text).not.toMatch(/clinic/i);
    expect(sprints.rows[0]?.text).not.toMatch(/clinic/i);
  });
});
