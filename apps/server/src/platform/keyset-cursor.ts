import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import * as z from 'zod';
import { cursorField, decodeCursor, encodeCursor } from './cursor.ts';

// The newest-first keyset page over (time, id) that orders, the workroom chat, ambassador
// applications and testimonials share (it lived in modules/orders until issue 28).

/** Where a newest-first page ended: the last row's exact time (UTC, microseconds) and id. */
const CursorSchema = z.object({ at: cursorField.time, id: cursorField.uuid });
export type PageAfter = z.infer<typeof CursorSchema>;

export const readCursor = (cursor: string | undefined): PageAfter | null =>
  cursor ? decodeCursor(CursorSchema, cursor) : null;

export function exactTime(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(column, id) < (after)`, the keyset condition of a newest-first list. */
export function olderThan(timeColumn: string, idColumn: string, after: PageAfter): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(timeColumn)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** Cuts the extra row a query read to know whether a next page exists. */
export function pageFrom<R extends { id: string; time_key: string }, T>(
  rows: R[],
  limit: number,
  items: T[],
): { items: T[]; nextCursor: string | null } {
  const last = rows[limit - 1];
  return {
    items: items.slice(0, limit),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.time_key, id: last.id }) : null,
  };
}

/**
 * One newest-first page of a table's rows over (created_at, id), as the admin review lists read
 * them: `query` selects the rows with their filters; each row also carries its `time_key`.
 */
export async function newestRowsPage<DB, TB extends keyof DB, O extends { id: string }, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  cursor: string | undefined,
  limit: number,
  toItem: (row: O & { time_key: string }) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = readCursor(cursor);
  let select = query
    .select(exactTime('created_at').as('time_key'))
    .$castTo<O & { time_key: string }>()
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(limit + 1);
  if (after) select = select.where(olderThan('created_at', 'id', after));
  const rows = await select.execute();
  return pageFrom(rows, limit, rows.slice(0, limit).map(toItem));
}
