import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../../../test/file-database.ts';
import { testConfig } from '../../../test/test-server.ts';
import type { Database } from '../../db/database.ts';
import { TestClock } from '../clock.ts';
import { JobQueue } from '../jobs/queue.ts';
import { Realtime } from './realtime.ts';

let database: Database;
useFileDatabase((opened) => {
  database = opened;
});

async function storedIds(): Promise<string[]> {
  const result = await sql<{ id: string }>`select id from realtime_messages order by id`.execute(database.db);
  return result.rows.map((row) => row.id);
}

async function store(ageSeconds: number): Promise<string> {
  const id = randomUUID();
  await sql`insert into realtime_messages (id, topic, event, created_at)
    values (${id}, 'user:x', '{"type":"t","data":null}'::jsonb, now() - make_interval(secs => ${ageSeconds}))`.execute(
    database.db,
  );
  return id;
}

describe('the realtime.prune job', () => {
  it('deletes stored large messages older than five minutes, once a minute, on the job queue', async () => {
    const clock = new TestClock();
    const log = pino({ level: 'silent' });
    const jobs = new JobQueue({ database, log, clock });
    const realtime = new Realtime({ database, config: testConfig(), log, jobs });
    try {
      const old = await store(600);
      const fresh = await store(10);
      await jobs.start();
      await jobs.runDue();
      expect(await storedIds()).toEqual([fresh]);
      expect(await storedIds()).not.toContain(old);

      const later = await store(600);
      await jobs.runDue();
      expect(await storedIds()).toContain(later);
      await clock.advance(60_000);
      await jobs.runDue();
      expect(await storedIds()).toEqual([fresh]);
    } finally {
      await jobs.close();
      await realtime.close();
    }
  });
});
