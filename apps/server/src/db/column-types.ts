import type { ColumnType } from 'kysely';

/** A text[] column: read as string[], optional on insert. Shared by every module's tables. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
