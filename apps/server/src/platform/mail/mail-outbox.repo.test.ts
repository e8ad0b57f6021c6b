import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '../../../test/file-database.ts';
import type { Database } from '../../db/database.ts';
import { decodeCursor, listMail } from './mail-outbox.repo.ts';

let database: Database;
useFileDatabase((opened) => {
  database = opened;
});

describe('mail outbox keyset paging', () => {
  it('keeps microsecond order across pages (a JS Date cursor would skip rows)', async () => {
    const to = 'micro@example.com';
    const stamps = ['000100', '000200', '000300', '000300'];
    await database.db
      .insertInto('mail_outbox')
      .values(
        stamps.map((us, i) => ({
          to_address: to,
          subject: `m${i}`,
          text_body: 'x',
          status: 'logged' as const,
          created_at: `2021-06-01T10:00:00.${us}Z`,
        })),
      )
      .execute();
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await listMail(database.db, { limit: 1, to, before });
      seen.push(...page.items.map((m) => m.subject));
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(seen).toHaveLength(4);
    expect(seen.slice(2)).toEqual(['m1', 'm0']);
    expect(new Set(seen)).toEqual(new Set(['m0', 'm1', 'm2', 'm3']));
  });

  it('rejects cursors it did not make', () => {
    for (const cursor of ['', 'garbage', Buffer.from('["2021-01-01", "x"]').toString('base64url')]) {
      expect(() => decodeCursor(cursor)).toThrowError(expect.objectContaining({ code: 'E_INVALID_INPUT' }));
    }
  });
});
