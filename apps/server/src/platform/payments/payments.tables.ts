import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PaymentProvider } from './payments.ts';

/** Tables of migrations/0013_payments.sql: the payments adapter's own records. */
export interface PaymentCheckoutSessionsTable {
  id: string;
  provider: PaymentProvider;
  order_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  /** Migration 0026: the account that opened the checkout (only its session pays or cancels). */
  customer_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: string;
  status: ColumnType<CheckoutSessionStatus, CheckoutSessionStatus | undefined, CheckoutSessionStatus>;
  payment_intent_id: string | null;
  url: string;
  expires_at: Date;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export type CheckoutSessionStatus = 'open' | 'completed' | 'expired';
export type PaymentCheckoutSessionRow = Selectable<PaymentCheckoutSessionsTable>;

export interface PaymentEventsTable {
  provider_event_id: string;
  provider: PaymentProvider;
  type: string;
  payload: ColumnType<unknown, string, string>;
  handled: boolean;
  received_at: Generated<Date>;
}

export type PaymentOperationKind = 'refund' | 'payout';
export type PaymentOperationStatus = 'refunded' | 'transferred' | 'recorded';

export interface PaymentOperationsTable {
  id: string;
  provider: PaymentProvider;
  kind: PaymentOperationKind;
  idempotency_key: string;
  amount_cents: number;
  payment_intent_id: string | null;
  pro_user_id: string | null;
  destination: string | null;
  status: PaymentOperationStatus;
  created_at: Generated<Date>;
}

export interface PaymentsTables {
  payment_checkout_sessions: PaymentCheckoutSessionsTable;
  payment_events: PaymentEventsTable;
  payment_operations: PaymentOperationsTable;
}
