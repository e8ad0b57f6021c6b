import type { Transaction } from 'kysely';
import type { DB } from '../schema.ts';

export interface Seeder {
  name: string;
  run(trx: Transaction<DB>): Promise<void>;
}
