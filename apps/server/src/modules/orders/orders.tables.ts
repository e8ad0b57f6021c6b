import type {
  MilestoneStatus,
  OrderActivityKind,
  OrderClockKind,
  OrderRole,
  OrderStatus,
  PackageTier,
} from '@ibh/contract';
import type { ColumnType, Generated } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of migrations/0014_orders.sql. */
export interface CouponsTable {
  id: Generated<string>;
  code: string;
  description: string | null;
  discount_type: 'percentage' | 'fixed';
  /** Percent for 'percentage', cents for 'fixed'. */
  discount_value: number;
  max_discount_cents: number | null;
  min_order_cents: Defaulted<number>;
  max_uses: number | null;
  used_count: Defaulted<number>;
  valid_until: NullableTime;
  active: Defaulted<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CouponUsageTable {
  id: Generated<string>;
  coupon_id: string;
  user_id: string | null;
  order_id: string;
  discount_cents: number;
  used_at: Time;
}

export interface ServiceOrdersTable {
  id: Generated<string>;
  idea_id: string | null;
  buyer_id: string | null;
  pro_id: string | null;
  service_id: string | null;
  package_id: string | null;
  service_title: string;
  service_category: string;
  package_name: string;
  package_tier: PackageTier;
  package_days: number;
  subtotal_cents: number;
  discount_cents: Defaulted<number>;
  price_cents: number;
  currency: Defaulted<string>;
  coupon_id: string | null;
  /** 0027: set once when an unpaid order gave its coupon use back. */
  coupon_returned_at: NullableTime;
  brief: string | null;
  status: Defaulted<OrderStatus>;
  /** 0027: the package's revisions, copied at checkout (at most ORDERS.maxRevisions). */
  revisions_included: Defaulted<number>;
  idempotency_key: string;
  checkout_session_id: string | null;
  escrow_pi_id: string | null;
  paid_at: NullableTime;
  started_at: NullableTime;
  first_response_at: NullableTime;
  delivered_at: NullableTime;
  /** 0037: the first delivery (delivered_at is the latest); track records count on-time from it. */
  first_delivered_at: NullableTime;
  completed_at: NullableTime;
  cancelled_at: NullableTime;
  escrow_held_cents: Defaulted<number>;
  escrow_released_cents: Defaulted<number>;
  escrow_refunded_cents: Defaulted<number>;
  escrow_still_held_cents: Defaulted<number>;
  created_at: Time;
  updated_at: Time;
}

export interface OrderMilestonesTable {
  id: Generated<string>;
  order_id: string;
  position: number;
  title: string;
  due_date: Time;
  amount_cents: number;
  status: Defaulted<MilestoneStatus>;
  revision_notes: string | null;
  revision_count: Defaulted<number>;
  /** 0027: the professional's note with the latest submission. */
  delivery_note: string | null;
  submitted_at: NullableTime;
  approved_at: NullableTime;
  created_at: Time;
  updated_at: Time;
}

export interface OrderMessagesTable {
  id: Generated<string>;
  order_id: string;
  sender_id: string | null;
  kind: 'user' | 'system';
  activity_kind: OrderActivityKind | null;
  body: string;
  created_at: Time;
}

export interface OrderFilesTable {
  id: Generated<string>;
  order_id: string;
  uploader_id: string | null;
  name: string;
  original_name: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Time;
}

export interface OrderClocksTable {
  id: Generated<string>;
  order_id: string;
  kind: OrderClockKind;
  milestone_id: string | null;
  job_key: string;
  due_at: Time;
  status: Defaulted<'running' | 'paused' | 'fired' | 'cancelled'>;
  /** bigint: read as a string by Postgres, a number by PGlite; use Number(). */
  remaining_ms: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: Time;
}

export interface OrderDisputesTable {
  id: Generated<string>;
  order_id: string;
  opened_by: string | null;
  opened_by_role: OrderRole;
  from_status: 'in_progress' | 'delivered';
  reason: string;
  answer: string | null;
  answer_file_ids: ColumnType<string[], string[] | undefined, string[]>;
  answered_by: string | null;
  answered_at: NullableTime;
  resolution: 'completed' | 'refunded' | 'reopened' | 'split' | null;
  resolved_at: NullableTime;
  /** Migration 0016: the admin who resolved it, and their note. */
  resolved_by: ColumnType<string | null, string | null | undefined, string | null>;
  resolution_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Time;
}

export interface PayoutsTable {
  id: Generated<string>;
  pro_id: string | null;
  amount_cents: number;
  currency: Defaulted<string>;
  status: 'paid' | 'failed';
  idempotency_key: string;
  provider_ref: string | null;
  created_at: Time;
}

export interface EscrowLedgerTable {
  id: Generated<string>;
  order_id: string | null;
  pro_id: string | null;
  kind: 'hold' | 'release' | 'refund' | 'payout';
  amount_cents: number;
  milestone_id: string | null;
  payout_id: string | null;
  /** Migration 0026: the dispute whose ruling wrote this row. */
  dispute_id: ColumnType<string | null, string | null | undefined, string | null>;
  entry_key: string;
  available_at: NullableTime;
  created_at: Time;
}

export interface OrdersTables {
  coupons: CouponsTable;
  coupon_usage: CouponUsageTable;
  service_orders: ServiceOrdersTable;
  order_milestones: OrderMilestonesTable;
  order_messages: OrderMessagesTable;
  order_files: OrderFilesTable;
  order_disputes: OrderDisputesTable;
  order_clocks: OrderClocksTable;
  payouts: PayoutsTable;
  escrow_ledger: EscrowLedgerTable;
}

/** Views the orders module publishes (migrations/0034_published_views.sql, decision 142). */
export interface OrdersViews {
  order_summaries: Pick<
    ServiceOrdersTable,
    | 'id'
    | 'status'
    | 'service_id'
    | 'service_title'
    | 'package_name'
    | 'price_cents'
    | 'escrow_still_held_cents'
    | 'buyer_id'
    | 'pro_id'
    | 'completed_at'
  >;
  open_disputes: Pick<OrderDisputesTable, 'order_id' | 'opened_by_role' | 'reason' | 'answer' | 'created_at'>;
}
