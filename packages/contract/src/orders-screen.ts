/**
 * Words of the order screens that the spec leaves to IBH: the checkout start on /shop, the order
 * page's extras, the workroom's forms and the /shop Orders and Earnings tabs. The spec's own strings
 * are in orders-text.ts (ORDER_PAGE_TEXT, WORKROOM_TEXT, ORDER_ERROR_TEXT).
 */
import type { OrderRole } from './orders-states.ts';

export const CHECKOUT_TEXT = {
  title: 'Hire this professional',
  packageLabel: 'Package',
  delivery: (days: number) => `Delivery in ${days} ${days === 1 ? 'day' : 'days'}`,
  ideaLabel: 'Attach one of your ideas (optional)',
  noIdea: 'No idea attached',
  briefLabel: 'Brief (optional)',
  briefHint: 'What should the professional know before starting?',
  couponLabel: 'Coupon code (optional)',
  applyCoupon: 'Apply',
  couponApplied: (code: string) => `Coupon ${code} applied.`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  total: 'Total',
  continue: 'Continue to payment',
  redirecting: 'Opening the secure checkout…',
  escrow: 'Your payment is held in escrow and released to the professional milestone by milestone.',
  milestonesNote: 'Paid in three milestones; each is released when you approve it.',
  ownService: 'This is your own service: you cannot hire yourself.',
  chooseOther: 'Browse other services',
  packageMissing: 'This package is no longer offered.',
} as const;

export const ORDER_SCREEN_TEXT = {
  title: (service: string) => `Order · ${service}`,
  status: 'Status',
  package: 'Package',
  professional: 'Professional',
  buyer: 'Buyer',
  headline: 'Headline',
  total: 'Total price',
  orderDate: 'Order date',
  idea: 'Idea',
  brief: 'Brief',
  amount: 'Amount',
  dueDate: 'Due',
  confirming: 'Confirming your payment… This page updates by itself in a moment.',
  loadFailed: 'Failed to load order details',
  retry: 'Try again',
  notFoundBody: 'This order does not exist or is not yours.',
  discount: (code: string, dollars: string) => `Coupon ${code}: −${dollars}`,
  // An abandoned checkout (issue 26)
  pendingTitle: 'Waiting for your payment',
  pendingBody:
    'This order is not paid yet. Continue to the secure checkout to pay, or cancel the order if you changed your mind.',
  continueToPayment: 'Continue to payment',
  cancelOrder: 'Cancel order',
  continueToPaymentFor: (service: string) => `Continue to payment for ${service}`,
  cancelOrderFor: (service: string) => `Cancel order ${service}`,
  cancelReasonLabel: 'Reason (optional)',
  cancelUnpaidTitle: 'Cancel this order?',
  cancelUnpaidBody: 'Nothing has been charged. Any coupon you used on it can be used again.',
  keepOrder: 'Keep order',
  cancelledUnpaid: 'This order was cancelled before it was paid. Nothing was charged.',
  couponReturned: (code: string) => `Coupon ${code} was given back: you can use it on your next order.`,
  orderCancelled: 'Order cancelled',
  revisions: 'Revisions',
} as const;

export const WORKROOM_SCREEN_TEXT = {
  title: (service: string) => `Workroom · ${service}`,
  tabsLabel: 'Workroom sections',
  summary: 'Order summary',
  totalValue: 'Total value',
  viewOrder: 'View order',
  startWorkHint: 'Start work to let the buyer know you are on it.',
  revisionNotesLabel: 'What should change?',
  revisionNotesHint: 'Be specific: the professional sees these notes.',
  sendRevision: 'Send revision request',
  cancel: 'Cancel',
  latestNotes: 'Revision notes',
  noRevisionsLeft: 'All the revisions included in this package have been used.',
  deliveryNoteLabel: 'Delivery note (optional)',
  deliveryNoteHint: 'What did you deliver, and where can the buyer find it? The buyer sees this note.',
  deliveryNote: 'Delivery note',
  addDeliveryNote: 'Add a delivery note',
  dueOn: (date: string) => `Due ${date}`,
  released: 'Released',
  clocksLabel: 'Running clocks',
  paused: 'paused while disputed',
  milestoneUpdated: 'Milestone updated',
  orderUpdated: 'Order updated',
  // Order actions
  cancelOrder: 'Cancel order',
  cancelOrderTitle: 'Cancel this order?',
  cancelOrderBody: 'Work has not started: the full amount is refunded to you.',
  keepOrder: 'Keep order',
  cancelReasonLabel: 'Reason (optional)',
  openDispute: 'Open a dispute',
  disputeTitle: 'Open a dispute',
  disputeBody:
    'The money held for this order is frozen and its clocks pause. We review disputes within 24 hours and resolve them in 3-5 business days.',
  disputeReasonLabel: 'Reason',
  submitDispute: 'Open dispute',
  disputeOpened: (who: string, date: string) => `Dispute opened by the ${who} on ${date}`,
  disputeAnswer: 'Answer',
  answerLabel: 'Your answer',
  answerFilesLabel: 'Attach files from the Files tab (optional)',
  sendAnswer: 'Send answer',
  answered: (date: string) => `Answered on ${date}`,
  resolved: 'Resolved by IBH',
  // Approve releases money: it asks first, naming the amount and who receives it (issue 26).
  approveTitle: (amount: string, pro: string) => `Release ${amount} to ${pro}?`,
  approveBody: (title: string, amount: string, pro: string) =>
    `Approving “${title}” releases ${amount} from escrow to ${pro}. This cannot be undone.`,
  approveConfirm: (amount: string) => `Approve and release ${amount}`,
  keepReviewing: 'Not yet',
  role: { buyer: 'buyer', professional: 'professional' } satisfies Record<OrderRole, string>,
  // Chat
  messageLabel: 'Message',
  messagePlaceholder: 'Write a message…',
  messageHint: 'Enter sends, Shift+Enter starts a new line.',
  send: 'Send',
  noMessages: 'No messages yet. Say hello!',
  chatLoadFailed: 'Could not load the chat.',
  olderMessages: 'Load older messages',
  // Files
  uploadFile: 'Upload file',
  uploadProgress: 'Upload progress',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'File uploaded',
  downloadFile: (name: string) => `Download ${name}`,
  noFiles: 'No files yet. Share deliverables and references here.',
  filesLoadFailed: 'Could not load files.',
  filesLimit: (max: number) => `Showing the latest ${max} files.`,
  uploadedBy: (name: string) => `by ${name}`,
  // Activity
  noActivity: 'No activity yet.',
  activityLoadFailed: 'Could not load the activity.',
  loadMore: 'Load more',
  system: 'IBH',
} as const;

export const ORDERS_TAB_TEXT = {
  roleLabel: 'Show orders',
  roles: { professional: 'For my services', buyer: 'Services I hired' } satisfies Record<OrderRole, string>,
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  loadMore: 'Load more',
  loadFailed: 'Could not load your orders.',
  retry: 'Try again',
  emptyFiltered: 'No orders with this status.',
  milestones: (approved: number, total: number) => `${approved} of ${total} milestones approved`,
  buyer: (name: string) => `Buyer: ${name}`,
  professional: (name: string) => `Professional: ${name}`,
} as const;

export const EARNINGS_TEXT = {
  title: 'Earnings',
  inClearance: 'In clearance',
  available: 'Available',
  paidOut: 'Paid out',
  inEscrow: 'In escrow',
  monthToDate: 'This month',
  clearingOn: (dollars: string, date: string) => `${dollars} available on ${date}`,
  payout: 'Pay out available balance',
  payoutDone: 'Payout sent. It arrives in 1-2 business days.',
  // A payout asks first, naming the amount and who receives it (issue 26).
  payoutTitle: (amount: string) => `Pay out ${amount} to you?`,
  payoutBody: (amount: string) =>
    `${amount}, your whole available balance, is paid out to your payout account. It arrives in 1-2 business days.`,
  payoutConfirm: (amount: string) => `Pay out ${amount}`,
  payoutKeep: 'Not now',
  payoutFailed: 'Payout failed. Please try again.',
  nothingToPay: 'Nothing is available to pay out yet.',
  payouts: 'Payouts',
  noPayouts: 'No payouts yet.',
  payoutStatus: { paid: 'Paid', failed: 'Failed' },
  loadFailed: 'Could not load your earnings.',
  retry: 'Try again',
  openOrders: (count: number) => `${count} open ${count === 1 ? 'order' : 'orders'}`,
} as const;

/**
 * The outcome of a dispute both parties read on the order page and in the workroom (issue 26):
 * what IBH decided, the money the ruling moved (from the escrow ledger), the note and the date.
 */
export const RULING_TEXT = {
  title: {
    refunded: 'Dispute resolved: refunded to the buyer',
    completed: 'Dispute resolved: order completed',
    split: 'Dispute resolved: split between both sides',
    reopened: 'Dispute resolved: work continues',
  },
  decidedOn: (date: string) => `Decided by IBH on ${date}`,
  refundedTo: (buyer: string) => `Refunded to ${buyer}`,
  releasedTo: (pro: string) => `Released to ${pro}`,
  nothingMoved: 'No money moved: the held amount stays in escrow while work continues.',
  note: 'Note from IBH',
  dispute: (who: string, date: string) => `The ${who} opened the dispute on ${date}`,
} as const;
