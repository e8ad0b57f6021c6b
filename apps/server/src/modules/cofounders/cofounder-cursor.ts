import * as z from 'zod';
import { cursorField, decodeCursor as decode, encodeCursor as encode } from '../../platform/cursor.ts';
import type { Keyset } from './cofounders.repo.ts';

const CursorSchema = z.tuple([cursorField.int4, cursorField.uuid]);

/** An opaque keyset cursor: base64url of [score, userId] of the last card of a page. */
export function encodeCursor(keyset: Keyset): string {
  return encode([keyset.score, keyset.userId]);
}

export function decodeCursor(cursor: string): Keyset {
  const [score, userId] = decode(CursorSchema, cursor);
  return { score, userId };
}
