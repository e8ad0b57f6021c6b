import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { ORDERS, PAGING } from './limits.ts';
import {
  LEDGER_KINDS,
  MILESTONE_ACTIONS,
  MILESTONE_STATUSES,
  ORDER_ACTIONS,
  ORDER_ACTIVITY_KINDS,
  ORDER_CLOCKS,
  ORDER_ROLES,
  ORDER_STATUSES,
  ORDER_VIEWER_ROLES,
} from './orders-states.ts';
import { ORDER_ERROR_TEXT } from './orders-text.ts';
import { PACKAGE_TIERS, SERVICE_CATEGORIES } from './shop.ts';

export * from './orders-states.ts';
export * from './orders-text.ts';

/**
 * Orders, escrow, milestones, clocks, disputes and the workroom (001 sections 2.3, 2.4, 3.1, 3.2,
 * 4.1-4.3, 5, 6, 7.2-7.4, 8.2, 9; 000 sections 3-4). Money is integer cents. Every rule is the
 * server's; `allowedActions` tell a screen which buttons the viewer may press right now.
 */

const tags = ['orders'];
const text = (max: number, required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max));

// ---------- people, service, package ----------

export const OrderPersonSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
});
export type OrderPerson = z.infer<typeof OrderPersonSchema>;

export const OrderProfessionalSchema = z.object({
  ...OrderPersonSchema.shape,
  headline: z.nullable(z.string()),
  verified: z.boolean(),
});

export const OrderServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
});

export const OrderPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  tier: z.enum(PACKAGE_TIERS),
  priceCents: z.number(),
  days: z.number(),
});

// ---------- milestones and clocks ----------

/** A running deadline: the workroom shows 'Auto-approves in 2 d 14 h' (CLOCK_TEXT, formatRemaining). */
export const OrderClockSchema = z.object({
  kind: z.enum(ORDER_CLOCKS),
  dueAt: z.string(),
  /** The milestone an auto-approval belongs to. */
  milestoneId: z.nullable(z.string()),
  /** Clocks pause while the order is disputed (dueAt is then the time left counted from now). */
  paused: z.boolean(),
});
export type OrderClock = z.infer<typeof OrderClockSchema>;

export const MilestoneSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** 1..3 */
  position: z.number(),
  title: z.string(),
  dueDate: z.string(),
  amountCents: z.number(),
  status: z.enum(MILESTONE_STATUSES),
  /** The buyer's latest revision notes. */
  revisionNotes: z.nullable(z.string()),
  /** Revision requests of this milestone so far. */
  revisionCount: z.number(),
  /** Revision requests the order has left (its package's allowance, counted per order). */
  revisionsLeft: z.number(),
  /** The professional's note with the latest submission ('Submit for Review' / 'Resubmit'). */
  deliveryNote: z.nullable(z.string()),
  /** Past its due date and not yet approved while the order is being worked on (issue 26). */
  overdue: z.boolean(),
  submittedAt: z.nullable(z.string()),
  approvedAt: z.nullable(z.string()),
  /** When a submitted milestone approves itself (72 h after submission), else null. */
  autoApproveAt: z.nullable(z.string()),
  /** Whether its amount has been released to the professional. */
  released: z.boolean(),
  /** What the viewer may do to it now. */
  allowedActions: z.array(z.enum(MILESTONE_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;

export const OrderDisputeSchema = z.object({
  id: z.string(),
  openedBy: z.enum(ORDER_ROLES),
  reason: z.string(),
  openedAt: z.string(),
  /** The other side's answer. */
  answer: z.nullable(z.string()),
  answerFileIds: z.array(z.string()),
  answeredAt: z.nullable(z.string()),
  /** Set by an admin (issue 16). */
  resolvedAt: z.nullable(z.string()),
  /**
   * The admin's ruling once resolved (issue 26): what was decided, the admin's note, and the money
   * the ruling moved, read from the escrow ledger's rows of that resolution (integer cents).
   */
  ruling: z.nullable(
    z.object({
      resolution: z.enum(['completed', 'refunded', 'reopened', 'split']),
      note: z.nullable(z.string()),
      decidedAt: z.string(),
      releasedCents: z.number(),
      refundedCents: z.number(),
    }),
  ),
});
export type OrderDispute = z.infer<typeof OrderDisputeSchema>;
export type OrderRuling = NonNullable<OrderDispute['ruling']>;

/** The escrow view of one order, in cents: held = released + refunded + stillHeld. */
export const OrderEscrowSchema = z.object({
  heldCents: z.number(),
  releasedCents: z.number(),
  refundedCents: z.number(),
  stillHeldCents: z.number(),
  frozen: z.boolean(),
});

// ---------- orders ----------

/** A row of the /shop Orders tab and My Hub. */
export const OrderSummarySchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  priceCents: z.number(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  service: OrderServiceSchema,
  packageName: z.string(),
  buyer: OrderPersonSchema,
  professional: OrderPersonSchema,
  viewerRole: z.enum(ORDER_ROLES),
  /** What the viewer may do from the list ('pay' = continue to payment, 'cancel'). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
  /** Approved milestones / 3. */
  milestonesApproved: z.number(),
  milestonesTotal: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderSummaryPageSchema = pageOf(OrderSummarySchema);

/** GET /api/orders/:id: the order page and the workroom header (001 sections 2.3, 2.4, 7.3). */
export const OrderDetailSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** What the buyer pays (after a coupon), the package's price, and the discount. */
  priceCents: z.number(),
  subtotalCents: z.number(),
  discountCents: z.number(),
  couponCode: z.nullable(z.string()),
  /** The order ended unpaid (cancelled or expired) and its coupon use was given back. */
  couponReturned: z.boolean(),
  currency: z.string(),
  brief: z.nullable(z.string()),
  idea: z.nullable(z.object({ id: z.string(), title: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  service: OrderServiceSchema,
  package: OrderPackageSchema,
  buyer: OrderPersonSchema,
  professional: OrderProfessionalSchema,
  /** Ascending by position. */
  milestones: z.array(MilestoneSchema),
  /** Running deadlines. */
  clocks: z.array(OrderClockSchema),
  dispute: z.nullable(OrderDisputeSchema),
  /**
   * Revision requests the package includes (stored with the order at checkout, at most
   * ORDERS.maxRevisions) and how many the buyer has used, over all milestones.
   */
  revisions: z.object({ included: z.number(), used: z.number() }),
  escrow: OrderEscrowSchema,
  viewerRole: z.enum(ORDER_VIEWER_ROLES),
  /** Order actions the viewer may take now ('start', 'cancel', 'dispute', 'pay' = checkout again). */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderIdParamsSchema = z.object({ id: z.uuid() });
export const MilestoneParamsSchema = z.object({ id: z.uuid(), milestoneId: z.uuid() });
export const OrderFileParamsSchema = z.object({ id: z.uuid(), fileId: z.uuid() });

const couponCode = z.string().check(z.trim(), z.toUpperCase(), z.minLength(1), z.maxLength(20));

/**
 * POST /api/orders (001 section 7.2). `idempotencyKey` (a fresh uuid per Hire click, kept across
 * retries): the same key from the same buyer returns the same order, never a second one.
 */
export const PlaceOrderRequestSchema = z.object({
  packageId: z.uuid(),
  ideaId: z.optional(z.nullable(z.uuid())),
  brief: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ORDERS.briefMax)))),
  couponCode: z.optional(z.nullable(couponCode)),
  idempotencyKey: z.uuid(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequestSchema>;

/** The checkout to send the buyer to (sandbox page or Stripe Checkout). */
export const CheckoutSchema = z.object({
  orderId: z.string(),
  checkoutUrl: z.string(),
  expiresAt: z.string(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

/** POST /api/orders/quote: the price with a coupon, before placing (coupon errors as on placing). */
export const QuoteRequestSchema = z.object({
  packageId: z.uuid(),
  couponCode: z.optional(z.nullable(couponCode)),
});
export const QuoteSchema = z.object({
  subtotalCents: z.number(),
  discountCents: z.number(),
  totalCents: z.number(),
  currency: z.string(),
  coupon: z.nullable(z.object({ code: z.string(), description: z.nullable(z.string()) })),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** GET /api/orders: mine as buyer or professional, newest first, optional status filter. */
export const OrderListQuerySchema = z.object({
  role: z.enum(ORDER_ROLES),
  status: z.optional(z.enum(ORDER_STATUSES)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const CancelOrderRequestSchema = z.object({
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ORDERS.reasonMax)))),
  /**
   * Cancel only an unpaid order (an abandoned checkout): if the payment landed meanwhile the answer
   * is E_ORDER_PAID instead of a cancellation with a refund.
   */
  unpaidOnly: z.optional(z.boolean()),
});
export const OpenDisputeRequestSchema = z.object({
  reason: text(ORDERS.reasonMax, ORDER_ERROR_TEXT.reasonRequired),
});
export const AnswerDisputeRequestSchema = z.object({
  text: text(ORDERS.reasonMax, ORDER_ERROR_TEXT.answerRequired),
  /** Files already uploaded to the order (Files tab) that back the answer. */
  fileIds: z.optional(z.array(z.uuid()).check(z.maxLength(10))),
});
export const SubmitMilestoneRequestSchema = z.object({
  note: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(ORDERS.deliveryNoteMax, {
          error: ORDER_ERROR_TEXT.deliveryNoteTooLong(ORDERS.deliveryNoteMax),
        }),
      ),
    ),
  ),
});
export const RequestRevisionSchema = z.object({
  notes: text(ORDERS.notesMax, ORDER_ERROR_TEXT.notesRequired),
});

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

// ---------- endpoints ----------

export const ORDER_ENDPOINTS = {
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/orders/quote',
    summary: 'Price a package with an optional coupon (nothing is written)',
    tags,
    body: QuoteRequestSchema,
    responses: { 200: QuoteSchema },
  }),
  place: defineEndpoint({
    method: 'POST',
    path: '/api/orders',
    summary: 'Place an order (pending, 3 milestones) and open a checkout; idempotent by key',
    tags,
    body: PlaceOrderRequestSchema,
    responses: { 201: CheckoutSchema },
  }),
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/checkout',
    summary: 'A new checkout for my pending order (after a cancelled payment)',
    tags,
    params: OrderIdParamsSchema,
    responses: { 200: CheckoutSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    summary: 'My orders as buyer or professional, newest first, by status, keyset pages',
    tags,
    query: OrderListQuerySchema,
    responses: { 200: OrderSummaryPageSchema },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    summary: 'An order with package, service, professional, milestones and running clocks (parties only)',
    tags,
    params: OrderIdParamsSchema,
    responses: { 200: OrderDetailSchema },
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/start',
    summary: 'Start work (professional; paid_escrow -> in_progress)',
    tags,
    params: OrderIdParamsSchema,
    responses: { 200: OrderDetailSchema },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    summary: 'Cancel before work starts (buyer; a paid order is refunded in full)',
    tags,
    params: OrderIdParamsSchema,
    body: CancelOrderRequestSchema,
    responses: { 200: OrderDetailSchema },
  }),
  dispute: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute',
    summary: 'Open a dispute (buyer or professional; freezes funds, pauses clocks)',
    tags,
    params: OrderIdParamsSchema,
    body: OpenDisputeRequestSchema,
    responses: { 200: OrderDetailSchema },
  }),
  answerDispute: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/dispute/answer',
    summary: "Answer the other side's dispute with text and order files",
    tags,
    params: OrderIdParamsSchema,
    body: AnswerDisputeRequestSchema,
    responses: { 200: OrderDetailSchema },
  }),
  submitMilestone: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/milestones/:milestoneId/submit',
    summary: 'Submit a milestone for review (professional; open -> submitted)',
    tags,
    params: MilestoneParamsSchema,
    body: SubmitMilestoneRequestSchema,
    responses: { 200: OrderDetailSchema },
  }),
  resubmitMilestone: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/milestones/:milestoneId/resubmit',
    summary: 'Resubmit after a revision request (professional; revisions -> submitted)',
    tags,
    params: MilestoneParamsSchema,
    body: SubmitMilestoneRequestSchema,
    responses: { 200: OrderDetailSchema },
  }),
  approveMilestone: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/milestones/:milestoneId/approve',
    summary: 'Approve a submitted milestone (buyer; releases its amount once)',
    tags,
    params: MilestoneParamsSchema,
    responses: { 200: OrderDetailSchema },
  }),
  requestRevision: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/milestones/:milestoneId/revision',
    summary: "Request a revision with notes (buyer; at most the package's revisions per order)",
    tags,
    params: MilestoneParamsSchema,
    body: RequestRevisionSchema,
    responses: { 200: OrderDetailSchema },
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/messages',
    summary: 'Workroom chat, newest first, keyset pages (parties only)',
    tags,
    params: OrderIdParamsSchema,
    query: OrderPageQuerySchema,
    responses: { 200: OrderMessagePageSchema },
  }),
  postMessage: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/messages',
    summary: 'Post to the workroom chat (trimmed, non-empty; live on order:{id})',
    tags,
    params: OrderIdParamsSchema,
    body: PostOrderMessageSchema,
    responses: { 201: OrderMessageSchema },
  }),
  files: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/files',
    summary: "The order folder's files, newest first, at most 100",
    tags,
    params: OrderIdParamsSchema,
    responses: { 200: OrderFilesSchema },
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/files',
    summary: "Upload to the order folder as '{timestamp}-{filename}' (raw body; ?name=; checked by content)",
    tags,
    params: OrderIdParamsSchema,
    query: OrderFileUploadQuerySchema,
    body: { raw: ORDER_FILE_CONTENT_TYPES },
    responses: { 201: OrderFileSchema },
  }),
  downloadFile: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/files/:fileId/download',
    summary: 'A signed download link (60 s)',
    tags,
    params: OrderFileParamsSchema,
    responses: { 200: OrderDownloadLinkSchema },
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/activity',
    summary: 'System entries of the order log, newest first',
    tags,
    params: OrderIdParamsSchema,
    query: OrderPageQuerySchema,
    responses: { 200: OrderActivityPageSchema },
  }),
  earnings: defineEndpoint({
    method: 'GET',
    path: '/api/earnings',
    summary: 'My balances as a professional: in clearance, available, paid out, in escrow, MTD',
    tags,
    responses: { 200: EarningsSchema },
  }),
  requestPayout: defineEndpoint({
    method: 'POST',
    path: '/api/earnings/payouts',
    summary: 'Pay out my available balance (idempotent by key)',
    tags,
    body: RequestPayoutSchema,
    responses: { 201: PayoutResultSchema },
  }),
};

const E = ORDER_ENDPOINTS;
/** Paths for tests, the bench and e2e. */
export const ORDER_API = {
  orders: E.place.path,
  quote: E.quote.path,
  order: (id: string) => endpointPath(E.detail, { id }),
  checkout: (id: string) => endpointPath(E.checkout, { id }),
  start: (id: string) => endpointPath(E.start, { id }),
  cancel: (id: string) => endpointPath(E.cancel, { id }),
  dispute: (id: string) => endpointPath(E.dispute, { id }),
  answerDispute: (id: string) => endpointPath(E.answerDispute, { id }),
  submit: (id: string, milestoneId: string) => endpointPath(E.submitMilestone, { id, milestoneId }),
  resubmit: (id: string, milestoneId: string) => endpointPath(E.resubmitMilestone, { id, milestoneId }),
  approve: (id: string, milestoneId: string) => endpointPath(E.approveMilestone, { id, milestoneId }),
  revision: (id: string, milestoneId: string) => endpointPath(E.requestRevision, { id, milestoneId }),
  messages: (id: string) => endpointPath(E.messages, { id }),
  files: (id: string) => endpointPath(E.files, { id }),
  download: (id: string, fileId: string) => endpointPath(E.downloadFile, { id, fileId }),
  activity: (id: string) => endpointPath(E.activity, { id }),
  earnings: E.earnings.path,
  payouts: E.requestPayout.path,
} as const;

/** Web routes of orders (001 section 2.1). */
export const ORDER_ROUTES = {
  order: (id: string) => `/order/${id}`,
  workroom: (id: string) => `/workroom/${id}`,
  /** Checkout returns here: ?success=1 or ?canceled=1. */
  query: { success: 'success', canceled: 'canceled' },
} as const;
