import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AdminAuditTables } from '../modules/admin-audit/admin-audit.tables.ts';
import type { AmbassadorsTables } from '../modules/ambassadors/ambassadors.tables.ts';
import type { AnalyticsTables } from '../modules/analytics/analytics.tables.ts';
import type { AccountsTables } from '../modules/auth/auth.tables.ts';
import type { CollabTables, CollabViews } from '../modules/collab/collab.tables.ts';
import type { EvidencePublishedViews, EvidenceTables } from '../modules/evidence/evidence.tables.ts';
import type { FollowsTables, FollowsViews } from '../modules/follows/follows.tables.ts';
import type { IdeasTables, IdeasViews } from '../modules/ideas/ideas.tables.ts';
import type { MeritTables, MeritViews } from '../modules/merit/merit.tables.ts';
import type { MessagesTables } from '../modules/messages/messages.tables.ts';
import type { ModerationTables } from '../modules/moderation/moderation.tables.ts';
import type { NotificationsTables } from '../modules/notifications/notifications.tables.ts';
import type { OrdersTables, OrdersViews } from '../modules/orders/orders.tables.ts';
import type { ProfilesTables, ProfilesViews } from '../modules/profiles/profiles.tables.ts';
import type { ProofPackTables } from '../modules/proof-pack/proof-pack.tables.ts';
import type { ReadinessTables, ReadinessViews } from '../modules/readiness/readiness.tables.ts';
import type { ReviewsTables } from '../modules/reviews/reviews.tables.ts';
import type { RolesTables } from '../modules/roles/roles.tables.ts';
import type { ShopTables, ShopViews } from '../modules/shop/shop.tables.ts';
import type { SprintsTables, SprintsViews } from '../modules/sprints/sprints.tables.ts';
import type { TelemetryTables } from '../modules/telemetry/telemetry.tables.ts';
import type { TestimonialsTables } from '../modules/testimonials/testimonials.tables.ts';
import type { WorkspaceTables, WorkspaceViews } from '../modules/workspace/workspace.tables.ts';
import type { PaymentsTables } from '../platform/payments/payments.tables.ts';

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

export interface DomainEventsTable {
  id: Generated<string>;
  type: string;
  actor_id: string | null;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  processed_at: Timestamp | null;
}

export interface DB
  extends AccountsTables,
    ProfilesTables,
    IdeasTables,
    CollabTables,
    WorkspaceTables,
    NotificationsTables,
    MessagesTables,
    AdminAuditTables,
    ModerationTables,
    ShopTables,
    PaymentsTables,
    EvidenceTables,
    OrdersTables,
    ReviewsTables,
    TestimonialsTables,
    SprintsTables,
    AmbassadorsTables,
    MeritTables,
    AnalyticsTables,
    FollowsTables,
    ReadinessTables,
    RolesTables,
    TelemetryTables,
    ProofPackTables,
    IdeasViews,
    CollabViews,
    SprintsViews,
    EvidencePublishedViews,
    OrdersViews,
    ShopViews,
    WorkspaceViews,
    ProfilesViews,
    FollowsViews,
    ReadinessViews,
    MeritViews {
  schema_migrations: SchemaMigrationsTable;
  app_meta: AppMetaTable;
  domain_events: DomainEventsTable;
  mail_outbox: MailOutboxTable;
}

export type NewDomainEvent = Insertable<DomainEventsTable>;
export type DomainEventUpdate = Updateable<DomainEventsTable>;

// --- mail -------------------------------------------------------------------
export type MailStatus = 'queued' | 'sent' | 'failed' | 'logged';

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string | null;
  meta: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: MailStatus;
  error: string | null;
  attempts: Generated<number>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutboxRow = Insertable<MailOutboxTable>;

// --- jobs (platform/jobs) ---------------------------------------------------
export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<string>;
  name: string;
  payload: ColumnType<unknown, string | undefined, string>;
  /** null: due at once. */
  run_at: Date | null;
  idempotency_key: string | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export type JobRow = Selectable<JobsTable>;
/** Merged into DB above (appended here so the jobs section stays in one place). */
export interface DB {
  jobs: JobsTable;
}
