import type { AmbassadorStatus } from '@ibh/contract';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** ambassador_applications (000 section 3), migration 0022. */
export interface AmbassadorApplicationsTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  email_key: GeneratedAlways<string>;
  university: string | null;
  country: string;
  socials: string | null;
  why: string | null;
  agree: boolean;
  source: Generated<string>;
  status: ColumnType<AmbassadorStatus, AmbassadorStatus | undefined, AmbassadorStatus>;
  user_id: string | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AmbassadorsTables {
  ambassador_applications: AmbassadorApplicationsTable;
}
