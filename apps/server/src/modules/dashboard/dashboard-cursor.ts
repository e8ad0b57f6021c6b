import * as z from 'zod';
import { AppError } from '../../platform/errors.ts';

/** Where a page ended: the sort time (UTC, microseconds), the id, and the count for count sorts. */
export interface Keyset {
  at: string;
  id: string;
  n?: number;
}

/** Years 1000-9999 only: Postgres has no year 0, and rows are never older than the app. */
const EXACT_TIME = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A real instant: the regex lets 2024-02-31 through, Date would roll it over. */
const isRealTime = (at: string) => {
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.toISOString() === millis;
};

const CursorSchema = z.object({
  at: z.string().regex(EXACT_TIME).refine(isRealTime),
  id: z.uuid(),
  n: z.number().int().min(0).max(2_147_483_647).optional(),
});

/** An opaque keyset cursor: base64url of the last row's keyset. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify(keyset)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    return CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { cursor: ['Invalid cursor'] } });
  }
}

/** Fetches one row more than the page to know whether another page follows. */
export function pageFrom<Row, Item>(
  rows: Row[],
  limit: number,
  keyset: (row: Row) => Keyset,
  items: Item[],
): { items: Item[]; nextCursor: string | null } {
  const last = rows[limit - 1];
  return {
    items: items.slice(0, limit),
    nextCursor: rows.length > limit && last ? encodeCursor(keyset(last)) : null,
  };
}
