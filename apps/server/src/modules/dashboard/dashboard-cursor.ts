import * as z from 'zod';
import { cursorField, decodeCursor as decode, encodeCursor as encode } from '../../platform/cursor.ts';

/** Where a page ended: the sort time (UTC, microseconds), the id, and the count for count sorts. */
export interface Keyset {
  at: string;
  id: string;
  n?: number;
}

const CursorSchema = z.object({
  at: cursorField.time,
  id: cursorField.uuid,
  n: cursorField.int4.optional(),
});

/** An opaque keyset cursor: base64url of the last row's keyset. */
export function encodeCursor(keyset: Keyset): string {
  return encode(keyset);
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined || cursor === '') return null;
  return decode(CursorSchema, cursor);
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
