import * as z from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Keyset } from './cofounders.repo.ts';

const CursorSchema = z.tuple([z.number().int().min(0), z.uuid()]);

/** An opaque keyset cursor: base64url of [score, userId] of the last card of a page. */
export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(JSON.stringify([keyset.score, keyset.userId])).toString('base64url');
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [score, userId] = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { score, userId };
  } catch {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { cursor: ['Invalid cursor'] } });
  }
}
