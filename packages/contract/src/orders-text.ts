/**
 * Strings of orders, the order page and the workroom (001 sections 2.3, 2.4, 4.1, 4.2, 8.2), verbatim
 * where the spec gives them; the rest (coupon messages, clocks, disputes, earnings) are IBH's wording.
 */
import type { MilestoneStatus, OrderStatus } from './orders-states.ts';

/** The tone a badge takes (the web's Badge tones) and the colour named in docs. */
export type OrderTone = 'neutral' | 'gold' | 'sapphire' | 'danger' | 'success';

/** 001 section 4.1: the status labels and colours, one map for every screen. */
export const ORDER_STATUS_META: Record<OrderStatus, { label: string; color: string; tone: OrderTone }> = {
  pending: { label: 'Payment Pending', color: 'yellow', tone: 'gold' },
  paid_escrow: { label: 'Payment Received', color: 'blue', tone: 'sapphire' },
  in_progress: { label: 'In Progress', color: 'indigo', tone: 'sapphire' },
  delivered: { label: 'Delivered', color: 'purple', tone: 'gold' },
  completed: { label: 'Completed', color: 'green', tone: 'success' },
  cancelled: { label: 'Cancelled', color: 'gray', tone: 'neutral' },
  disputed: { label: 'Disputed', color: 'red', tone: 'danger' },
};

/** 001 section 4.2: milestone statuses ('revisions' reads 'Revisions Requested'). */
export const MILESTONE_STATUS_META: Record<
  MilestoneStatus,
  { label: string; color: string; tone: OrderTone }
> = {
  open: { label: 'Open', color: 'gray', tone: 'neutral' },
  submitted: { label: 'Submitted', color: 'blue', tone: 'sapphire' },
  approved: { label: 'Approved', color: 'green', tone: 'success' },
  revisions: { label: 'Revisions Requested', color: 'orange', tone: 'gold' },
  // An admin's ruling on a dispute (issue 26).
  refunded: { label: 'Refunded', color: 'gray', tone: 'neutral' },
  settled: { label: 'Settled by ruling', color: 'gray', tone: 'neutral' },
};

/** Error and banner messages of orders (001 section 8.2, 2.3, 2.4), verbatim. */
export const ORDER_ERROR_TEXT = {
  notAuthenticated: 'User not authenticated',
  packageNotFound: 'Package not found',
  createFailed: 'Failed to create order',
  checkoutFailed: 'Failed to create checkout session',
  unexpected: 'An unexpected error occurred',
  orderNotFound: 'Order not found',
  accessDenied: 'Access denied',
  loadFailed: 'Failed to load order details',
  noWorkroomAccess: 'You do not have access to this workroom',
  // Alerts (8.2)
  milestoneUpdateFailed: 'Failed to update milestone',
  messageFailed: 'Failed to send message',
  uploadFailed: 'Failed to upload file',
  downloadFailed: 'Failed to download file',
  // IBH's
  ownService: 'You cannot order your own service.',
  ideaNotYours: 'You can attach only one of your own ideas.',
  couponInvalid: 'This coupon code is not valid.',
  couponInactive: 'This coupon is no longer active.',
  couponExpired: 'This coupon has expired.',
  couponMaxedOut: 'This coupon has reached its maximum number of uses.',
  couponMinimum: (minDollars: string) => `This coupon needs an order of at least ${minDollars}.`,
  couponUsed: 'You have already used this coupon.',
  deliveryNoteTooLong: (max: number) => `Keep the delivery note to ${max} characters.`,
  notesRequired: 'Please describe the changes you need.',
  reasonRequired: 'Please give a reason for the dispute.',
  messageRequired: 'Message cannot be empty.',
  answerRequired: 'Please write your answer.',
  fileTooMany: (max: number) => `This order already has ${max} files.`,
  fileType: 'This file type is not allowed.',
  nothingToPay: 'There is nothing to pay out yet.',
  notPending: 'This order is no longer waiting for payment.',
} as const;

/** /order/{orderId} (001 section 2.3), verbatim. */
export const ORDER_PAGE_TEXT = {
  success: 'Payment Successful! Your payment has been processed and the order is now active.',
  successTitle: 'Payment Successful!',
  successBody: 'Your payment has been processed and the order is now active.',
  cancelled: 'Payment Cancelled. Your payment was cancelled. You can try again or contact support.',
  cancelledTitle: 'Payment Cancelled.',
  cancelledBody: 'Your payment was cancelled. You can try again or contact support.',
  notFound: 'Order Not Found',
  goToDashboard: 'Go to Dashboard',
  backToDashboard: 'Back to Dashboard',
  openWorkroom: 'Open Workroom',
  serviceDetails: 'Service Details',
  milestones: 'Milestones',
} as const;

/** /workroom/{orderId} (001 section 2.4). */
export const WORKROOM_TEXT = {
  notFound: 'Workroom Not Found',
  noAccess: 'You do not have access to this workroom',
  tabs: { milestones: 'Milestones', chat: 'Chat', files: 'Files', activity: 'Activity' },
  submit: 'Submit for Review',
  resubmit: 'Resubmit',
  approve: 'Approve',
  requestRevision: 'Request Revision',
  startWork: 'Start Work',
  /** '1 of 2 revisions used' (issue 26): the order's allowance, counted over all milestones. */
  revisionsUsed: (used: number, included: number) =>
    `${used} of ${included} ${included === 1 ? 'revision' : 'revisions'} used`,
  /** A package without revisions. */
  noRevisionsIncluded: 'No revisions included in this package',
  /** A milestone past its due date and not yet approved. */
  overdue: 'Overdue',
} as const;

/** 'Milestone {status}: {title}' (001 section 4.2), the system entry of each milestone change. */
export function milestoneLogText(status: MilestoneStatus, title: string): string {
  return `Milestone ${status}: ${title}`;
}

/** The activity entry of a submission's delivery note (issue 26). */
export function deliveryNoteLogText(title: string, note: string): string {
  return `Delivery note on ${title}: ${note}`;
}

/** The prefix a stored system body starts with (001 section 3.1); IBH stores a kind beside it. */
export const SYSTEM_PREFIX = '[SYSTEM]';

/** Running clocks as the workroom shows them: 'Auto-approves in 2 d 14 h'. */
export const CLOCK_TEXT = {
  auto_approve: 'Auto-approves in',
  first_response: 'First response due in',
  payment_expiry: 'Payment expires in',
} as const;

/** '2 d 14 h', '3 h 5 m', '4 m' for a remaining duration in milliseconds (never negative). */
export function formatRemaining(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} m`;
  return `${mins} m`;
}
