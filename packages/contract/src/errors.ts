/**
 * The spec's coded error catalogue (001 section 8.1) plus the few codes the
 * server needs that the hosted backend of the old app handled implicitly.
 * Messages are contract: they are shown to users verbatim.
 */
export const ERRORS = {
  E_NOT_VISIBLE: { status: 403, message: "You don't have access to view this." },
  E_NOT_AUTHORIZED: { status: 403, message: "You don't have permission to perform this action." },
  E_NOT_OWNER: { status: 403, message: 'Only the owner can perform this action.' },
  E_NOT_TEAM_MEMBER: { status: 403, message: 'Only team members can perform this action.' },
  E_NOT_PROFESSIONAL: { status: 403, message: 'Only professionals can perform this action.' },
  E_SPRINT_ACTIVE_OWNER: { status: 409, message: 'You already have an active sprint.' },
  E_SPRINT_ACTIVE_IDEA: { status: 409, message: 'This idea already has an active sprint.' },
  E_ALREADY_FINALIZED: { status: 409, message: 'This sprint is already finalized.' },
  E_NOT_FINALIZED: { status: 409, message: 'This sprint is not finalized yet.' },
  E_SPRINT_NOT_ACTIVE: { status: 409, message: 'This sprint is not active.' },
  E_ALREADY_LINKED: { status: 409, message: 'Evidence is already linked to another idea.' },
  E_NOT_LINKED: { status: 409, message: 'Evidence is not linked to any idea.' },
  E_LOCKED_COSIGN: { status: 409, message: "This evidence has co-signs and can't be unlinked." },
  E_DUP_PENDING: { status: 409, message: "You've already requested this professional." },
  E_NOT_REQUEST_TARGET: { status: 403, message: 'You are not the target of this request.' },
  E_NOT_PENDING: { status: 409, message: 'This request is no longer pending.' },
  E_SELF_REQUEST: { status: 400, message: 'You cannot request a co-sign from yourself.' },
  E_NO_FINALIZED_VERSION: { status: 409, message: 'Evidence must be finalized before requesting co-signs.' },
  E_ALREADY_UPVOTED: { status: 409, message: 'You have already upvoted this evidence.' },
  E_NOT_UPVOTED: { status: 409, message: 'You have not upvoted this evidence.' },
  E_MISSING_FIELDS: { status: 400, message: 'Missing required fields.' },
  E_INVALID_INPUT: { status: 400, message: 'Invalid input provided.' },
  E_INVALID_STATE: { status: 409, message: 'Invalid state for this operation.' },
  E_NOT_FOUND: { status: 404, message: 'The requested item was not found.' },
  E_CONFLICT: { status: 409, message: 'This action conflicts with the current state.' },
  E_LIMIT_EXCEEDED: { status: 422, message: 'You have exceeded the allowed limit.' },
  E_RATE_LIMITED: { status: 429, message: 'Too many requests. Please try again later.' },
  // 001 section 8.3: the upvote procedure's P0001 code.
  E_INVALID_EVIDENCE: { status: 409, message: "This proof can't be upvoted right now. Try again later." },
  // 000 section 5: the ambassador application's three messages (issue 19), coded.
  E_AMBASSADOR_REQUIRED: { status: 400, message: 'Name, email, and country are required.' },
  E_AMBASSADOR_EMAIL: { status: 400, message: 'Please enter a valid email address.' },
  E_AMBASSADOR_TERMS: { status: 400, message: 'You must agree to the program terms.' },
  // Issue 26: nobody judges their own case.
  E_OWN_DISPUTE: {
    status: 403,
    message: 'You are a party to this order, so another admin has to resolve its dispute.',
  },
  E_SELF_VERIFY: {
    status: 403,
    message: "You can't change your own verification. Another admin has to review it.",
  },
  // Orders (issue 26): an abandoned checkout, and the package's revisions.
  E_ORDER_CANCELLED: {
    status: 409,
    message:
      'This order was cancelled, so its checkout has ended. Hire the professional again to place a new order.',
  },
  E_ORDER_PAID: {
    status: 409,
    message: 'This order has already been paid, so it is no longer an open checkout.',
  },
  E_ORDER_NOT_CANCELLABLE: {
    status: 409,
    message: 'Work on this order has started, so it can no longer be cancelled.',
  },
  E_REVISIONS_USED_UP: {
    status: 422,
    message: "All the revisions included in this order's package have been used.",
  },
  // Reviews after an order (issue 29, decision 152); short: every byte here is in the first route.
  E_ORDER_NOT_COMPLETED: { status: 409, message: 'This order is not completed yet.' },
  E_ALREADY_REVIEWED: { status: 409, message: 'You already reviewed this order.' },
  E_REVIEW_WINDOW_CLOSED: { status: 409, message: 'The time to review this order has passed.' },
  // Not in the spec's table; needed because IBH owns identity and transport.
  E_UNAUTHENTICATED: { status: 401, message: 'User not authenticated' },
  E_INVALID_CREDENTIALS: { status: 401, message: 'Email or password is incorrect.' },
  E_EMAIL_NOT_CONFIRMED: { status: 403, message: 'Please confirm your email before signing in.' },
  E_CSRF: { status: 403, message: 'Your session could not be verified. Reload the page and try again.' },
  E_WEBHOOK_SIGNATURE: { status: 400, message: 'The webhook signature could not be verified.' },
  E_PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  E_UNSUPPORTED_MEDIA: { status: 415, message: 'This file type is not supported.' },
  E_METHOD_NOT_ALLOWED: { status: 405, message: 'This address does not answer that method.' },
  E_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable. Please try again.' },
  E_INTERNAL: { status: 500, message: 'An unexpected error occurred.' },
  // Issue 29 part 6: a second factor (passkeys, an authenticator app, recovery codes).
  E_SECOND_FACTOR_REQUIRED: {
    status: 403,
    message: 'Admins need a second factor: set one up in Settings → Security.',
  },
  E_SECOND_FACTOR_INVALID: {
    status: 400,
    message: "That code or passkey didn't work.",
  },
} as const;

/**
 * E_CSRF's message when the page was opened at an address other than PUBLIC_URL (issue 26, item
 * 11): reloading would not help, opening the app at its own address does.
 */
export const originRefusedMessage = (publicUrl: string): string =>
  `This page was opened at an address IBH does not serve. Open ${publicUrl} and try again there.`;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** Fallback messages by Postgres SQLSTATE (spec 001 section 8.1). */
export const DB_ERROR_FALLBACKS = {
  '42501': { code: 'E_NOT_AUTHORIZED', message: ERRORS.E_NOT_AUTHORIZED.message },
  '23505': { code: 'E_CONFLICT', message: 'This item already exists.' },
  '23503': { code: 'E_CONFLICT', message: 'This item is referenced by other data and cannot be deleted.' },
  '42P01': { code: 'E_NOT_FOUND', message: 'The requested resource was not found.' },
} as const satisfies Record<string, { code: ErrorCode; message: string }>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/**
 * The spec reads the code "from the start, end or inside the server message".
 * Returns the first E_* code found in a message, if any.
 */
export function findErrorCode(message: string | null | undefined): ErrorCode | undefined {
  if (!message) return undefined;
  for (const match of message.matchAll(/E_[A-Z_]+/g)) {
    if (isErrorCode(match[0])) return match[0];
  }
  return undefined;
}

/** The user-facing message for a code, or for a message that embeds a code. */
export function messageForError(codeOrMessage: string | null | undefined, fallback?: string): string {
  const code = isErrorCode(codeOrMessage) ? codeOrMessage : findErrorCode(codeOrMessage);
  if (code) return ERRORS[code].message;
  return fallback ?? codeOrMessage ?? ERRORS.E_INTERNAL.message;
}
