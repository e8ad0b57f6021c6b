import * as z from 'zod/mini';
import { OkSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { HOME, PROFILE } from './limits.ts';
import { ROLES } from './roles.ts';
import { TestimonialSchema } from './testimonial-card.ts';

/**
 * Testimonials (000 sections 2, 3, 4, 5, 7, 8): a signed-in person shares their experience; it is
 * stored pending (is_approved false) until an admin approves it on /admin/testimonials; the home
 * page shows the 20 newest approved ones.
 */
export const TESTIMONIAL_LIMITS = {
  /** 000 sections 5 and 9: the quote needs at least 40 characters; the counter shows length/40. */
  quoteMin: PROFILE.testimonialMin,
  /** (IBH, decision 72) Upper bounds the spec does not give. */
  quoteMax: 1000,
  nameMax: 80,
  roleMax: 80,
  countryMax: 80,
  avatarUrlMax: 500,
  /** 000 section 7: approved newest first, limit 20, for home. */
  home: HOME.testimonials,
  /** (IBH) The admin list is read newest first in pages of this many. */
  adminPage: 50,
  /** (IBH, decision 73) Testimonials one person may have waiting for approval at once. */
  pendingPerUser: 3,
} as const;

/** The IBH role list of the form (000 section 5): the roles table's names, without Professional. */
export const TESTIMONIAL_IBH_ROLES = ROLES.filter((role) => role.slug !== 'professional');
export type TestimonialIbhRole = (typeof TESTIMONIAL_IBH_ROLES)[number]['slug'];
const IBH_ROLE_SLUGS = TESTIMONIAL_IBH_ROLES.map((role) => role.slug) as [
  TestimonialIbhRole,
  ...TestimonialIbhRole[],
];

export function ibhRoleName(slug: string | null | undefined): string | null {
  return TESTIMONIAL_IBH_ROLES.find((role) => role.slug === slug)?.name ?? null;
}

/** Every user-visible testimonial string; the spec's verbatim, the rest marked (IBH). */
export const TESTIMONIAL_TEXT = {
  // 000 section 5
  required: 'Please fill name, country and your testimonial.',
  quoteTooShort: 'Please write at least 40 characters.',
  // 000 section 8
  submitted: 'Thanks! Your testimonial was submitted and awaits approval.',
  submitFailed: 'Could not submit testimonial.',
  loadFailed: 'Failed to load testimonials',
  updateFailed: 'Update failed',
  deleteFailed: 'Delete failed',
  saved: 'Saved',
  deleted: 'Deleted',
  confirmDelete: 'Delete this testimonial?',
  // 000 section 2
  emptyFilter: 'No testimonials found for this filter.',
  adminTitle: 'Admin testimonial review',
  // (IBH) labels and the rest
  intro:
    'Tell the community how IBH helped you. An admin reviews every testimonial before it appears on the home page.',
  name: 'Name',
  role: 'Role or title',
  rolePlaceholder: 'e.g. Founder at HireLoop',
  ibhRole: 'Your role on IBH',
  ibhRolePlaceholder: 'Choose a role (optional)',
  country: 'Country',
  quote: 'Your testimonial',
  quoteCounter: (length: number) => `${length}/${TESTIMONIAL_LIMITS.quoteMin}`,
  quoteCounterLabel: (length: number) => `${length} of at least ${TESTIMONIAL_LIMITS.quoteMin} characters`,
  avatarUrl: 'Avatar URL',
  avatarUrlHint: 'Optional: a link to a square photo, starting with https://',
  avatarUrlInvalid: 'Avatar URL must be a link starting with https://',
  latitude: 'Latitude',
  longitude: 'Longitude',
  coordsHint: 'Optional: where you are, so your story shows on the map.',
  latitudeInvalid: 'Latitude must be a number from -90 to 90.',
  longitudeInvalid: 'Longitude must be a number from -180 to 180.',
  quoteTooLong: `Please keep your testimonial under ${TESTIMONIAL_LIMITS.quoteMax} characters.`,
  fieldTooLong: 'This is too long.',
  submit: 'Submit testimonial',
  backHome: 'Back to home',
  writeAnother: 'Write another',
  submitting: 'Submitting…',
  notFound: 'Testimonial not found.',
  tooManyPending:
    'You already have testimonials waiting for approval. Please wait until an admin reviews them.',
  // Admin page (IBH labels)
  adminIntro: 'Approve testimonials to show them on the home page; unapprove hides them again.',
  filterLabel: 'Show',
  filters: { pending: 'Pending', approved: 'Approved', all: 'All' },
  statusPending: 'Pending',
  statusApproved: 'Approved',
  approve: 'Approve',
  unapprove: 'Unapprove',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  editTitle: 'Edit testimonial',
  deleteBody: 'It is removed for good, also from the home page.',
  loadMore: 'Load more',
  retry: 'Retry',
  submittedBy: (when: string) => `Submitted ${when}`,
  // Home section (IBH)
  homeTitle: 'From our community',
  homeLoadFailed: 'Testimonials could not be loaded.',
  homeLoading: 'Loading testimonials…',
  showAll: (count: number) => `Show all ${count}`,
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: TESTIMONIAL_TEXT.required })
    .check(
      z.trim(),
      z.minLength(1, { error: TESTIMONIAL_TEXT.required, abort: true }),
      z.maxLength(max, { error: TESTIMONIAL_TEXT.fieldTooLong }),
    );

/** Optional text: blank is stored as null (`blankToNull`). */
const optionalText = (max: number, error: string = TESTIMONIAL_TEXT.fieldTooLong) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, { error }))));

/** Blank optional text means none. */
export const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

const HTTPS_URL = /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

const coordinate = (limit: number, error: string) =>
  z.optional(
    z.nullable(
      z
        .number({ error })
        .check(
          z.refine(Number.isFinite, { error }),
          z.minimum(-limit, { error }),
          z.maximum(limit, { error }),
        ),
    ),
  );

/** The body of a submission and of an admin's edit (000 section 5). */
export const TestimonialInputSchema = z.object({
  name: requiredText(TESTIMONIAL_LIMITS.nameMax),
  country: requiredText(TESTIMONIAL_LIMITS.countryMax),
  quote: z
    .string({ error: TESTIMONIAL_TEXT.required })
    .check(
      z.trim(),
      z.minLength(1, { error: TESTIMONIAL_TEXT.required, abort: true }),
      z.minLength(TESTIMONIAL_LIMITS.quoteMin, { error: TESTIMONIAL_TEXT.quoteTooShort, abort: true }),
      z.maxLength(TESTIMONIAL_LIMITS.quoteMax, { error: TESTIMONIAL_TEXT.quoteTooLong }),
    ),
  role: optionalText(TESTIMONIAL_LIMITS.roleMax),
  ibhRole: z.optional(z.nullable(z.enum(IBH_ROLE_SLUGS))),
  avatarUrl: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(TESTIMONIAL_LIMITS.avatarUrlMax, { error: TESTIMONIAL_TEXT.avatarUrlInvalid }),
        z.refine((value) => value === '' || HTTPS_URL.test(value), {
          error: TESTIMONIAL_TEXT.avatarUrlInvalid,
        }),
      ),
    ),
  ),
  coordsLat: coordinate(90, TESTIMONIAL_TEXT.latitudeInvalid),
  coordsLng: coordinate(180, TESTIMONIAL_TEXT.longitudeInvalid),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;
export type TestimonialInputParsed = z.output<typeof TestimonialInputSchema>;

/** A testimonial's states and its table's actions (the server's machine imports these lists). */
export const TESTIMONIAL_STATES = ['pending', 'approved', 'deleted'] as const;
export const TESTIMONIAL_ACTIONS = ['approve', 'unapprove', 'edit', 'delete'] as const;
export type TestimonialAction = (typeof TESTIMONIAL_ACTIONS)[number];

/**
 * Every column (000 section 3), for the admin review and the submitter's own answer;
 * `allowedActions` are the viewer's (an admin's buttons; none for the submitter).
 */
export const TestimonialDetailSchema = z.object({
  ...TestimonialSchema.shape,
  userId: z.nullable(z.string()),
  isApproved: z.boolean(),
  coordsLat: z.nullable(z.number()),
  coordsLng: z.nullable(z.number()),
  allowedActions: z.array(z.enum(TESTIMONIAL_ACTIONS)),
});
export type TestimonialDetail = z.infer<typeof TestimonialDetailSchema>;

export const TestimonialListSchema = z.object({ items: z.array(TestimonialSchema) });
export type TestimonialList = z.infer<typeof TestimonialListSchema>;

export const TESTIMONIAL_FILTERS = ['pending', 'approved', 'all'] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];

export const AdminTestimonialsQuerySchema = z.object({
  status: z.optional(z.enum(TESTIMONIAL_FILTERS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type AdminTestimonialsQuery = z.infer<typeof AdminTestimonialsQuerySchema>;

export const AdminTestimonialPageSchema = z.object({
  items: z.array(TestimonialDetailSchema),
  nextCursor: z.nullable(z.string()),
});
export type AdminTestimonialPage = z.infer<typeof AdminTestimonialPageSchema>;

export const TestimonialIdParamsSchema = z.object({ testimonialId: z.uuid() });

const tags = ['testimonials'] as const;

/** The testimonial endpoints: submit (signed in), the home list (public), the admin review. */
export const TESTIMONIAL_ENDPOINTS = {
  submit: defineEndpoint({
    errors: ['E_LIMIT_EXCEEDED'],
    method: 'POST',
    path: '/api/testimonials',
    summary: 'Share my experience; stored pending until an admin approves it',
    tags,
    body: TestimonialInputSchema,
    responses: { 201: TestimonialDetailSchema },
  }),
  list: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/testimonials',
    summary: 'The 20 newest approved testimonials, for the home page',
    tags,
    responses: { 200: TestimonialListSchema },
  }),
  adminList: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'GET',
    path: '/api/admin/testimonials',
    summary: 'Admin: testimonials newest first, filtered by pending, approved or all',
    tags,
    query: AdminTestimonialsQuerySchema,
    responses: { 200: AdminTestimonialPageSchema },
  }),
  approve: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/admin/testimonials/:testimonialId/approve',
    summary: 'Admin: approve a pending testimonial (it shows on the home page)',
    tags,
    params: TestimonialIdParamsSchema,
    responses: { 200: TestimonialDetailSchema },
  }),
  unapprove: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/admin/testimonials/:testimonialId/unapprove',
    summary: 'Admin: take an approved testimonial back to pending',
    tags,
    params: TestimonialIdParamsSchema,
    responses: { 200: TestimonialDetailSchema },
  }),
  update: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'PUT',
    path: '/api/admin/testimonials/:testimonialId',
    summary: 'Admin: edit a testimonial (its approval stays as it is)',
    tags,
    params: TestimonialIdParamsSchema,
    body: TestimonialInputSchema,
    responses: { 200: TestimonialDetailSchema },
  }),
  remove: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'DELETE',
    path: '/api/admin/testimonials/:testimonialId',
    summary: 'Admin: delete a testimonial',
    tags,
    params: TestimonialIdParamsSchema,
    responses: { 200: OkSchema },
  }),
};
