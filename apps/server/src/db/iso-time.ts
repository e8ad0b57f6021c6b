import { type RawBuilder, sql } from 'kysely';

/**
 * A timestamptz column as the ISO 8601 text answers carry (`2026-11-25T12:00:00.123Z`, UTC,
 * milliseconds), formatted by the database. Long lists of rows (a 300-message thread) then skip
 * parsing each value into a Date and printing it again, which cost a fifth of such a read's CPU.
 */
export function isoTime(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** The ISO text of a timestamp read either way (a Date, or text from `isoTime`). */
export function isoText(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}
