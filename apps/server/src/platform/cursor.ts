import * as z from 'zod';
import { AppError } from './errors.ts';

/**
 * The one keyset-cursor codec (issue 12, item 5). A cursor is base64url of the JSON sort key of
 * the last row of a page; the server made it, but a client can send anything, so decoding checks
 * every part as fully as the column it is compared with would: a real instant (no February 30th, no
 * offset +99:99), integers inside int4, a finite real, a uuid. Anything else is a coded 400
 * (E_INVALID_INPUT naming the field), never a database error.
 */

export const INT4_MAX = 2_147_483_647;
/** The largest finite Postgres `real`. */
export const REAL_MAX = 3.4028234663852886e38;

/** Postgres has no year 0; rows are never older than the app. */
const MIN_YEAR = 1000;

const TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)$/;

/** True when `text` names an instant that exists: each field in range, the day in its month. */
export function isRealTimestamp(text: string): boolean {
  const m = TIME_PATTERN.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < MIN_YEAR || hour > 23 || minute > 59 || second > 59) return false;
  // Round trip: Date.UTC rolls 2024-02-30 over to March 1st, so a changed date was not real.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  if (m[8] === 'Z') return true;
  // A numeric offset (Postgres allows up to ±15:59:59); none means the server's own zone.
  if (m[9] === undefined) return false;
  const offsetHours = Number(m[10]);
  const offsetMinutes = Number(m[11] ?? 0);
  const offsetSeconds = Number(m[12] ?? 0);
  return offsetHours <= 15 && offsetMinutes <= 59 && offsetSeconds <= 59;
}

/** Field schemas cursors are built from. */
export const cursorField = {
  /** A timestamptz as Postgres prints it (`created_at::text`) or as UTC ISO with microseconds. */
  time: z.string().max(40).refine(isRealTimestamp),
  uuid: z.uuid(),
  /** A non-negative int4 (counters, scores). */
  int4: z.number().int().min(0).max(INT4_MAX),
  /** A non-negative finite Postgres real (search ranks). */
  real: z.number().finite().min(0).max(REAL_MAX),
};

/** An opaque keyset cursor: base64url of the JSON sort key of the last row of a page. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const invalidCursor = (field = 'cursor') =>
  new AppError('E_INVALID_INPUT', undefined, { fields: { [field]: ['Invalid cursor'] } });

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** The cursor's contents checked by `schema`, or the coded 400 naming `field`. */
export function decodeCursor<T>(schema: z.ZodType<T>, cursor: string, field = 'cursor'): T {
  if (!BASE64URL.test(cursor)) throw invalidCursor(field);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor(field);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidCursor(field);
  return parsed.data;
}
