import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Typed table interfaces, one section per feature, mirroring migrations/*.sql.
 * Timestamps are timestamptz (Date), money is integer cents.
 */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json = ColumnType<unknown, string, string>;

// --- platform ---------------------------------------------------------------
export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface RolesTable {
  slug: string;
  name: string;
}

export interface DomainEventsTable {
  id: Generated<string>;
  type: string;
  actor_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface DB {
  schema_migrations: SchemaMigrationsTable;
  app_meta: AppMetaTable;
  roles: RolesTable;
  domain_events: DomainEventsTable;
}

export type Role = Selectable<RolesTable>;
export type NewDomainEvent = Insertable<DomainEventsTable>;
export type DomainEventUpdate = Updateable<DomainEventsTable>;
