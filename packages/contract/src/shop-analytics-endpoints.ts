import * as z from 'zod/mini';
import { OkSchema } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import {
  BrowseQuerySchema,
  CategoryFloorsSchema,
  CreateServiceRequestSchema,
  MyServicesSchema,
  ProIdParamsSchema,
  SERVICE_CATEGORIES,
  SERVICE_IMAGE_CONTENT_TYPES,
  SellerProfileSchema,
  ServiceCardPageSchema,
  ServiceCardSchema,
  ServiceDetailSchema,
  ServiceIdParamsSchema,
  type ServiceImageKind,
  ServiceImageParamsSchema,
  SHOP_LIMITS,
  UpdateSellerProfileRequestSchema,
  UpdateServiceRequestSchema,
} from './shop.ts';

const categorySchema = z.enum(SERVICE_CATEGORIES);

// ---------- analytics events ----------

/** analytics_events types (001 section 3.2). */
export const ANALYTICS_EVENT_TYPES = [
  'hire_pro_impression',
  'hire_pro_click',
  'brief_opened',
  'brief_completed',
  'first_pro_response',
  'order_created',
  'order_completed',
  'dispute_opened',
  'repeat_customer',
  'price_selection',
  'outcome_added',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

const serviceId = z.uuid();

/**
 * What browsers may send to POST /api/analytics/events. price_selection (category, price_cents)
 * is recorded by the server when a professional saves a price; orders, disputes and responses
 * are recorded by the server where they happen, so clients cannot forge them.
 */
export const AnalyticsEventRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hire_pro_impression'),
    /** Batched: the cards that were really visible since the last send. */
    meta: z.object({
      serviceIds: z.array(serviceId).check(z.minLength(1), z.maxLength(SHOP_LIMITS.impressionsPerBatch)),
    }),
  }),
  z.object({ type: z.literal('hire_pro_click'), meta: z.object({ serviceId }) }),
  z.object({ type: z.literal('brief_opened'), meta: z.object({ serviceId }) }),
  z.object({ type: z.literal('brief_completed'), meta: z.object({ serviceId }) }),
]);
export type AnalyticsEventRequest = z.infer<typeof AnalyticsEventRequestSchema>;
export const CLIENT_ANALYTICS_TYPES = [
  'hire_pro_impression',
  'hire_pro_click',
  'brief_opened',
  'brief_completed',
] as const satisfies readonly AnalyticsEventType[];

/** Stored meta of price_selection (001 section 3.2). */
export const PriceSelectionMetaSchema = z.object({ category: categorySchema, price_cents: z.number() });

export const AnalyticsRecordedSchema = z.object({ recorded: z.number() });

// ---------- endpoints ----------

const tags = ['shop'];

export const SHOP_ENDPOINTS = {
  browse: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/services',
    summary: "Browse verified professionals' published services: search, filters, sorts, keyset pages",
    tags,
    query: BrowseQuerySchema,
    responses: { 200: ServiceCardPageSchema },
  }),
  detail: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/services/:id',
    summary: 'A service page (drafts and unverified sellers: the owner only)',
    tags,
    params: ServiceIdParamsSchema,
    responses: { 200: ServiceDetailSchema },
  }),
  proServices: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/pros/:userId/services',
    summary: "A professional's listed services (/pro/{id})",
    tags,
    params: ProIdParamsSchema,
    responses: { 200: z.object({ items: z.array(ServiceCardSchema) }) },
  }),
  floors: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/shop/floors',
    summary: 'Category price floors and suggested ranges',
    tags,
    responses: { 200: CategoryFloorsSchema },
  }),
  myProfile: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'GET',
    path: '/api/shop/profile',
    summary: 'My selling profile (professionals)',
    tags,
    responses: { 200: SellerProfileSchema },
  }),
  updateMyProfile: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'PUT',
    path: '/api/shop/profile',
    summary: 'Edit my selling headline and categories (professionals)',
    tags,
    body: UpdateSellerProfileRequestSchema,
    responses: { 200: SellerProfileSchema },
  }),
  myServices: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'GET',
    path: '/api/shop/services',
    summary: 'My services, drafts included, newest first (professionals)',
    tags,
    responses: { 200: MyServicesSchema },
  }),
  create: defineEndpoint({
    errors: ['E_LIMIT_EXCEEDED', 'E_NOT_PROFESSIONAL'],
    method: 'POST',
    path: '/api/shop/services',
    summary: 'Create a draft service with one to three packages (professionals)',
    tags,
    body: CreateServiceRequestSchema,
    responses: { 201: ServiceDetailSchema },
  }),
  update: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'PATCH',
    path: '/api/shop/services/:id',
    summary: 'Edit my service (packages replace the set)',
    tags,
    params: ServiceIdParamsSchema,
    body: UpdateServiceRequestSchema,
    responses: { 200: ServiceDetailSchema },
  }),
  publish: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'POST',
    path: '/api/shop/services/:id/publish',
    summary: 'Publish my service',
    tags,
    params: ServiceIdParamsSchema,
    responses: { 200: ServiceDetailSchema },
  }),
  unpublish: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'POST',
    path: '/api/shop/services/:id/unpublish',
    summary: 'Take my service back to draft',
    tags,
    params: ServiceIdParamsSchema,
    responses: { 200: ServiceDetailSchema },
  }),
  remove: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'DELETE',
    path: '/api/shop/services/:id',
    summary: 'Delete my service and its images',
    tags,
    params: ServiceIdParamsSchema,
    responses: { 200: OkSchema },
  }),
  uploadImage: defineEndpoint({
    errors: ['E_NOT_PROFESSIONAL'],
    method: 'PUT',
    path: '/api/shop/services/:id/images/:kind',
    summary: 'Upload the banner or thumbnail of my service (raw PNG, JPEG or WebP; re-encoded)',
    tags,
    params: ServiceImageParamsSchema,
    body: { raw: SERVICE_IMAGE_CONTENT_TYPES },
    responses: { 200: ServiceDetailSchema },
  }),
  track: defineEndpoint({
    auth: 'public',
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/analytics/events',
    summary: 'Record shop analytics events (impressions batched; rate limited)',
    tags,
    body: AnalyticsEventRequestSchema,
    responses: { 200: AnalyticsRecordedSchema },
  }),
};

const E = SHOP_ENDPOINTS;
/** Paths for tests, the bench and e2e. */
export const SHOP_API = {
  services: E.browse.path,
  service: (id: string) => endpointPath(E.detail, { id }),
  proServices: (userId: string) => endpointPath(E.proServices, { userId }),
  floors: E.floors.path,
  profile: E.myProfile.path,
  myServices: E.myServices.path,
  myService: (id: string) => endpointPath(E.update, { id }),
  publish: (id: string) => endpointPath(E.publish, { id }),
  unpublish: (id: string) => endpointPath(E.unpublish, { id }),
  image: (id: string, kind: ServiceImageKind) => endpointPath(E.uploadImage, { id, kind }),
  events: E.track.path,
} as const;
