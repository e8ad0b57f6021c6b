import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/** Whatever runs a query: the database or an open transaction. Repos and policies take one. */
export type Executor = Kysely<DB> | Transaction<DB>;
