import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../apps/server/src/db/database.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { SIZE_SCALE } from './datasets.ts';
import { ideasDataset } from './ideas-dataset.ts';
import { peopleDataset } from './people-dataset.ts';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY, database: { poolMax: 1 } });
  await migrate(database);
  for (const dataset of [peopleDataset, ideasDataset])
    await database.db.transaction().execute((trx) => dataset.seed(trx, SIZE_SCALE.small, 'small'));
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the ideas dataset', () => {
  it('writes each idea counters equal to its likes, comments and follows, as the triggers would', async () => {
    const { rows } = await sql<{ wrong: number; ideas: number }>`
      select count(*) filter (where i.likes_count <> (select count(*) from idea_likes l where l.idea_id = i.id)
        or i.comments_count <> (select count(*) from idea_comments c where c.idea_id = i.id)
        or i.followers_count <> (select count(*) from idea_follows f where f.idea_id = i.id))::int as wrong,
        count(*)::int as ideas
      from ideas i`.execute(database.db);
    expect(rows[0]).toEqual({ wrong: 0, ideas: 100 });
  });
});
