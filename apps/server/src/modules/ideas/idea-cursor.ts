import * as z from 'zod';
import { AppError } from '../../platform/errors.ts';

/** A Postgres timestamptz as text (`created_at::text`): microseconds survive, unlike a JS Date. */
export const TimestampTextSchema = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)$/);

/** An opaque keyset cursor: base64url of the JSON sort key of the last row of a page. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('E_INVALID_INPUT', undefined, { fields: { cursor: ['Invalid cursor'] } });
  }
}
