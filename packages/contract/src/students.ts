import * as z from 'zod/mini';
import type { ErrorCode } from './errors.ts';
import { TIME } from './limits.ts';

/**
 * Students and community pages, ambassador applications (000 sections 2, 3, 5; issue 19).
 * The student landing page reads its real parts (stats, spotlight ideas, leaderboard, approved
 * ambassadors) from GET /api/students in one round trip; anyone may apply to be an ambassador
 * (stored with source 'students_page'); admins review applications on /admin/ambassadors.
 */
export const STUDENTS_LIMITS = {
  /** Spotlight idea cards per answer (IBH, decision 93). */
  spotlight: 12,
  /** Leaderboard rows (IBH, decision 93). */
  leaderboard: 5,
  /** Approved ambassadors on the rail. */
  ambassadors: 12,
  /** Filter values offered per filter. */
  filterOptions: 40,
  filterValueMax: 80,
} as const;

export const AMBASSADOR_LIMITS = {
  fullNameMax: 120,
  emailMax: 254,
  universityMax: 120,
  countryMax: 80,
  socialsMax: 300,
  whyMax: 2000,
  /** The admin list is read newest first in pages of this many. */
  adminPage: 25,
  /**
   * Abuse limits of the public form (IBH, decision 94): per client address and per email, like
   * the sign-in code mails (send-code.ts) and analytics ingestion.
   */
  perIp: { limit: 10, windowMs: TIME.HOUR },
  perEmail: { limit: 5, windowMs: TIME.DAY },
} as const;

/** Every user-visible string of the ambassador form and review; the spec's verbatim, the rest (IBH). */
export const AMBASSADOR_TEXT = {
  // 000 section 5, verbatim
  required: 'Name, email, and country are required.',
  invalidEmail: 'Please enter a valid email address.',
  mustAgree: 'You must agree to the program terms.',
  // (IBH)
  tooLong: 'This is too long.',
  title: 'Become a campus ambassador',
  intro:
    'Ambassadors bring IBH to their campus: they host idea nights, help classmates validate ideas and connect student teams with mentors.',
  fullName: 'Full name',
  email: 'Email',
  university: 'University',
  country: 'Country',
  socials: 'Social links',
  socialsHint: 'Optional: LinkedIn, Instagram or a personal site.',
  why: 'Why do you want to be an ambassador?',
  agree: 'I agree to the ambassador program terms.',
  submit: 'Send application',
  submitting: 'Sending…',
  submitFailed: 'Could not send your application. Please try again.',
  successTitle: 'Application received',
  successBody:
    'Thanks for applying! Our team reviews every application and will write to you at the email you gave.',
  close: 'Done',
  apply: 'Apply to be an ambassador',
  notFound: 'Application not found.',
  // Admin page
  adminTitle: 'Ambassador applications',
  adminIntro: 'Applications from the students page, newest first. Approved ambassadors appear on the page.',
  filterLabel: 'Show',
  filters: { pending: 'Pending', approved: 'Approved', declined: 'Declined', all: 'All' },
  status: { pending: 'Pending', approved: 'Approved', declined: 'Declined' },
  approve: 'Approve',
  decline: 'Decline',
  emptyFilter: 'No applications found for this filter.',
  loadFailed: 'Failed to load applications',
  updateFailed: 'Update failed',
  approved: 'Approved',
  declined: 'Declined',
  loadMore: 'Load more',
  submittedAt: (when: string) => `Applied ${when}`,
  source: (source: string) => `Source: ${source}`,
  signedInAs: 'Applied while signed in',
} as const;

/** The coded errors of the form (errors.ts), one per spec message. */
export const AMBASSADOR_ERROR_CODES = {
  required: 'E_AMBASSADOR_REQUIRED',
  invalidEmail: 'E_AMBASSADOR_EMAIL',
  mustAgree: 'E_AMBASSADOR_TERMS',
} as const satisfies Record<string, ErrorCode>;

export const AMBASSADOR_SOURCE = 'students_page';

/** A loose address check (one @, a dot in the domain, no spaces): what the form can promise. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (max: number) =>
  z
    .string({ error: AMBASSADOR_TEXT.required })
    .check(
      z.trim(),
      z.minLength(1, { error: AMBASSADOR_TEXT.required, abort: true }),
      z.maxLength(max, { error: AMBASSADOR_TEXT.tooLong }),
    );

const optionalText = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error: AMBASSADOR_TEXT.tooLong }))));

/**
 * The application (000 section 3: full_name, email, university, country, socials, why, agree) with
 * the spec's three messages (section 5) as its zod errors. `parseAmbassadorApplication` turns its
 * issues into the coded error both the server and the form use.
 */
export const AmbassadorApplicationSchema = z.object({
  fullName: requiredText(AMBASSADOR_LIMITS.fullNameMax),
  email: z
    .string({ error: AMBASSADOR_TEXT.required })
    .check(
      z.trim(),
      z.minLength(1, { error: AMBASSADOR_TEXT.required, abort: true }),
      z.maxLength(AMBASSADOR_LIMITS.emailMax, { error: AMBASSADOR_TEXT.invalidEmail, abort: true }),
      z.regex(EMAIL, { error: AMBASSADOR_TEXT.invalidEmail }),
    ),
  university: optionalText(AMBASSADOR_LIMITS.universityMax),
  country: requiredText(AMBASSADOR_LIMITS.countryMax),
  socials: optionalText(AMBASSADOR_LIMITS.socialsMax),
  why: optionalText(AMBASSADOR_LIMITS.whyMax),
  agree: z.literal(true, { error: AMBASSADOR_TEXT.mustAgree }),
});
export type AmbassadorApplicationInput = z.input<typeof AmbassadorApplicationSchema>;
export type AmbassadorApplication = z.output<typeof AmbassadorApplicationSchema>;

/**
 * The wire body: the same fields, each optional, so that a missing name or an unticked box reaches
 * the handler and is answered with its own code and message, not the generic E_INVALID_INPUT.
 */
const wireText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));
export const AmbassadorApplicationBodySchema = z.object({
  fullName: wireText(AMBASSADOR_LIMITS.fullNameMax * 2),
  email: wireText(AMBASSADOR_LIMITS.emailMax * 2),
  university: wireText(AMBASSADOR_LIMITS.universityMax * 2),
  country: wireText(AMBASSADOR_LIMITS.countryMax * 2),
  socials: wireText(AMBASSADOR_LIMITS.socialsMax * 2),
  why: wireText(AMBASSADOR_LIMITS.whyMax * 2),
  agree: z.optional(z.nullable(z.boolean())),
});

export type AmbassadorField = keyof AmbassadorApplication;
export interface AmbassadorProblem {
  code: ErrorCode;
  message: string;
  /** Field name -> its messages. */
  fields: Partial<Record<AmbassadorField, string[]>>;
}

const CODE_OF_MESSAGE: Record<string, ErrorCode> = {
  [AMBASSADOR_TEXT.required]: AMBASSADOR_ERROR_CODES.required,
  [AMBASSADOR_TEXT.invalidEmail]: AMBASSADOR_ERROR_CODES.invalidEmail,
  [AMBASSADOR_TEXT.mustAgree]: AMBASSADOR_ERROR_CODES.mustAgree,
};
/** Which problem the answer names when there are several: the spec's order. */
const PRIORITY: string[] = [
  AMBASSADOR_TEXT.required,
  AMBASSADOR_TEXT.invalidEmail,
  AMBASSADOR_TEXT.mustAgree,
  AMBASSADOR_TEXT.tooLong,
];

/**
 * Checks an application: the parsed value, or the coded problem (every field's messages, and the
 * code and message of the first by the spec's order: required, email, terms).
 */
export function parseAmbassadorApplication(
  input: unknown,
): { ok: true; value: AmbassadorApplication } | { ok: false; problem: AmbassadorProblem } {
  const result = z.safeParse(AmbassadorApplicationSchema, input ?? {});
  if (result.success) return { ok: true, value: result.data };
  const fields: AmbassadorProblem['fields'] = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'agree') as AmbassadorField;
    const list = fields[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[field] = list;
  }
  const messages = result.error.issues.map((issue) => issue.message);
  const first = PRIORITY.find((message) => messages.includes(message)) ?? AMBASSADOR_TEXT.tooLong;
  return {
    ok: false,
    problem: { code: CODE_OF_MESSAGE[first] ?? 'E_INVALID_INPUT', message: first, fields },
  };
}

export const AMBASSADOR_STATUSES = ['pending', 'approved', 'declined'] as const;
export type AmbassadorStatus = (typeof AMBASSADOR_STATUSES)[number];
export const AMBASSADOR_FILTERS = [...AMBASSADOR_STATUSES, 'all'] as const;
export type AmbassadorFilter = (typeof AMBASSADOR_FILTERS)[number];

/** An application as an admin reads it (every column of 000 section 3, and its review). */
export const AmbassadorApplicationDetailSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  university: z.nullable(z.string()),
  country: z.string(),
  socials: z.nullable(z.string()),
  why: z.nullable(z.string()),
  source: z.string(),
  status: z.enum(AMBASSADOR_STATUSES),
  /** The account that applied, when signed in. */
  userId: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type AmbassadorApplicationDetail = z.infer<typeof AmbassadorApplicationDetailSchema>;

export const AdminAmbassadorsQuerySchema = z.object({
  status: z.optional(z.enum(AMBASSADOR_FILTERS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type AdminAmbassadorsQuery = z.infer<typeof AdminAmbassadorsQuerySchema>;

export const AdminAmbassadorPageSchema = z.object({
  items: z.array(AmbassadorApplicationDetailSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminAmbassadorPage = z.infer<typeof AdminAmbassadorPageSchema>;

export const AmbassadorIdParamsSchema = z.object({ applicationId: z.uuid() });
