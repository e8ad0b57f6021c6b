import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { ORDERS, PAGING } from './limits.ts';
import { OrderPersonSchema } from './orders.ts';
import { LEDGER_KINDS, ORDER_ACTIVITY_KINDS, ORDER_STATUSES } from './orders-states.ts';
import { ORDER_ERROR_TEXT } from './orders-text.ts';

const text = (max: number, required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max));

// ---------- workroom: chat, files, activity ----------

/** A chat message. System entries never appear here (they are the Activity tab). */
export const OrderMessageSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  sender: OrderPersonSchema,
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;
/** Newest first; `nextCursor` pages to older messages (the chat shows them reversed). */
export const OrderMessagePageSchema = pageOf(OrderMessageSchema);
export const PostOrderMessageSchema = z.object({
  body: text(ORDERS.messageMax, ORDER_ERROR_TEXT.messageRequired),
});
export const OrderPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});

/** A file in the order's folder, stored as '{timestamp}-{filename}'. */
export const OrderFileSchema = z.object({
  id: z.string(),
  /** The stored name '{timestamp}-{filename}'. */
  name: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  uploader: z.nullable(OrderPersonSchema),
});
export type OrderFile = z.infer<typeof OrderFileSchema>;
/** Newest first, at most ORDERS.filesListLimit (100). */
export const OrderFilesSchema = z.object({ items: z.array(OrderFileSchema) });
export const OrderFileUploadQuerySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(ORDERS.fileNameMax)),
});
/** Raw upload: any declared type; the content decides (images, PDF, text, office, zip). */
export const ORDER_FILE_CONTENT_TYPES = ['application/octet-stream', '*/*'] as const;
export const OrderDownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** A system entry of the order log (Activity tab), newest first. */
export const OrderActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_ACTIVITY_KINDS),
  /** E.g. 'Milestone approved: Milestone 1' (without the stored '[SYSTEM]' prefix). */
  text: z.string(),
  createdAt: z.string(),
  /** Who caused it; null for the system (clocks, payments). */
  actor: z.nullable(OrderPersonSchema),
});
export type OrderActivity = z.infer<typeof OrderActivitySchema>;
export const OrderActivityPageSchema = pageOf(OrderActivitySchema);

// ---------- earnings ----------

export const PayoutSchema = z.object({
  id: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(['paid', 'failed']),
  createdAt: z.string(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** A professional's money (Earnings tab, My Hub's MTD Earnings). */
export const EarningsSchema = z.object({
  currency: z.string(),
  /** Released less than ORDERS.clearanceBusinessDays business days ago. */
  inClearanceCents: z.number(),
  /** Cleared and not yet paid out. */
  availableCents: z.number(),
  paidOutCents: z.number(),
  /** Still in escrow on open orders (not yet released). */
  inEscrowCents: z.number(),
  /** Released since the first of this month (UTC). */
  monthToDateCents: z.number(),
  /** When the money now in clearance becomes available, earliest first. */
  clearing: z.array(z.object({ amountCents: z.number(), availableAt: z.string() })),
  openOrders: z.number(),
  payouts: z.array(PayoutSchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;
export const RequestPayoutSchema = z.object({ idempotencyKey: z.uuid() });
export const PayoutResultSchema = z.object({ payout: PayoutSchema, earnings: EarningsSchema });

/** A ledger line (integer cents), for docs and the admin issue. */
export const LedgerEntrySchema = z.object({
  id: z.string(),
  orderId: z.nullable(z.string()),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number(),
  createdAt: z.string(),
});

// ---------- realtime ----------

/** Realtime topic of one order (buyer and professional only; admins may read). */
export const orderTopic = (orderId: string) => `order:${orderId}`;
export const ORDER_REALTIME_EVENTS = {
  messageCreated: 'order_message_created',
  /** Status, milestones, clocks or dispute changed: refetch the detail and activity. */
  changed: 'order_changed',
  filesChanged: 'order_files_changed',
} as const;
export const OrderChangedSchema = z.object({ orderId: z.string(), status: z.enum(ORDER_STATUSES) });

// ---------- domain events (server-side; payloads in events.ts DOMAIN_EVENTS) ----------

/** Domain events of orders, written with the change, handled after commit (mail, notifications). */
export const ORDER_EVENTS = {
  paid: 'order_paid',
  started: 'order_started',
  milestoneSubmitted: 'order_milestone_submitted',
  revisionRequested: 'order_revision_requested',
  milestoneApproved: 'order_milestone_approved',
  delivered: 'order_delivered',
  completed: 'order_completed',
  cancelled: 'order_cancelled',
  disputeOpened: 'order_dispute_opened',
  firstResponseDue: 'order_first_response_due',
  payoutReleased: 'order_payout_released',
} as const;
export const OrderEventPayloadSchema = z.object({
  orderId: z.string(),
  milestoneId: z.optional(z.nullable(z.string())),
  /** The user who caused it; null for the system (webhooks, clocks). */
  actorId: z.optional(z.nullable(z.string())),
});
export const PayoutEventPayloadSchema = z.object({
  payoutId: z.string(),
  professionalId: z.string(),
  amountCents: z.number(),
});
