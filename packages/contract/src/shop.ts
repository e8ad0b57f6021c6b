import * as z from 'zod/mini';
import { pageOf } from './common.ts';
import { PAGING, SHOP } from './limits.ts';
import { PROFILE_LIMITS } from './profile-options.ts';
import { correctedQueryField, ServiceHighlightsSchema } from './search.ts';
import { SHOP_ERROR_TEXT } from './shop-text.ts';

export * from './shop-text.ts';

/**
 * The Professionals Shop (001 sections 1, 2.1, 2.2, 3.1, 3.2, 5, 9): professionals' selling
 * profiles, services with one to three packages, category price floors, browse, and the
 * analytics events the shop records. Every rule here is enforced again on the server.
 */

/** The seven categories (001 section 5). */
export const SERVICE_CATEGORIES = SHOP.floorCategories;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** Package tiers, as users know them from service marketplaces. */
export const PACKAGE_TIERS = ['basic', 'standard', 'premium'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];

export const SERVICE_STATUSES = ['draft', 'published'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const BROWSE_SORTS = ['recommended', 'relevance', 'price', 'fastest', 'newest'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
/** Browse services' sort when none is chosen: recommended, or Best match with a search (decision 157). */
export const BROWSE_DEFAULT_SORT: BrowseSort = 'recommended';
export const BROWSE_SEARCH_DEFAULT_SORT: BrowseSort = 'relevance';

export const SERVICE_IMAGE_KINDS = ['banner', 'thumbnail'] as const;
export type ServiceImageKind = (typeof SERVICE_IMAGE_KINDS)[number];
/** The upload's declared type only picks the parser; the content decides what it really is. */
export const SERVICE_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Limits of the shop's forms (not in the spec; IBH's). Money in integer cents. */
export const SHOP_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  descriptionMax: 5000,
  deliverablesMax: 10,
  deliverableMax: 120,
  packagesMin: 1,
  packagesMax: 3,
  packageNameMax: 40,
  includesMax: 10,
  includeMax: 120,
  priceMaxCents: 10_000_000,
  daysMin: 1,
  daysMax: 365,
  /** A package's revisions: the spec's 2 is the ceiling (issue 26). */
  revisionsMax: SHOP.maxRevisions,
  headlineMax: PROFILE_LIMITS.headline,
  categoriesMax: SERVICE_CATEGORIES.length,
  searchQueryMax: 100,
  /** Max dollars a browse price filter takes (priceMaxCents / 100). */
  priceFilterMaxDollars: 100_000,
  /** Services per seller (keeps the dashboard one page). */
  servicesPerPro: 50,
  /** Banner and thumbnail, re-encoded to WebP at these sizes (cover crop). */
  banner: { width: 1200, height: 400 },
  thumbnail: { width: 480, height: 320 },
  imageMaxDimension: 6000,
  /** Signed image URLs live this long. */
  imageUrlTtlMs: 24 * 60 * 60 * 1000,
  /** Analytics: impressions per batch, and events per person (or address) per minute. */
  impressionsPerBatch: 50,
  analyticsPerMinute: 60,
  pageSize: PAGING.defaultPageSize,
} as const;

/** /shop?tab=services|orders|earnings (earnings: professionals); 'Hire a Pro →' carries ?package={packageId}. */
export const SHOP_TABS = ['services', 'orders', 'earnings'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];
export const SHOP_QUERY = { tab: 'tab', package: 'package' } as const;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const cents = z.number().check(z.int(), z.minimum(1), z.maximum(SHOP_LIMITS.priceMaxCents));
const days = z.number().check(z.int(), z.minimum(SHOP_LIMITS.daysMin), z.maximum(SHOP_LIMITS.daysMax));
const categorySchema = z.enum(SERVICE_CATEGORIES);

// ---------- professional (seller) profile ----------

/** pro_profiles (001 section 3.1) with the person's name and avatar. */
export const SellerProfileSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  categories: z.array(z.string()),
  /** 0..1 as stored; shown ×10 out of 10. */
  impactScore: z.number(),
  verified: z.boolean(),
  verifiedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

/** PUT /api/shop/profile: what a professional edits (impact score and verification are admins'). */
export const UpdateSellerProfileRequestSchema = z.object({
  headline: z.nullable(trimmed(SHOP_LIMITS.headlineMax)),
  categories: z.array(categorySchema).check(
    z.maxLength(SHOP_LIMITS.categoriesMax),
    z.refine((items) => new Set(items).size === items.length, { error: 'Each category once.' }),
  ),
});
export type UpdateSellerProfileRequest = z.infer<typeof UpdateSellerProfileRequestSchema>;

// ---------- packages and services ----------

export const ServicePackageInputSchema = z.object({
  tier: z.enum(PACKAGE_TIERS),
  name: trimmed(SHOP_LIMITS.packageNameMax).check(z.minLength(1)),
  priceCents: cents,
  days,
  revisions: z.number().check(z.int(), z.minimum(0), z.maximum(SHOP_LIMITS.revisionsMax)),
  includes: z
    .array(trimmed(SHOP_LIMITS.includeMax).check(z.minLength(1)))
    .check(z.maxLength(SHOP_LIMITS.includesMax)),
});
export type ServicePackageInput = z.infer<typeof ServicePackageInputSchema>;

const packagesInput = z.array(ServicePackageInputSchema).check(
  z.minLength(SHOP_LIMITS.packagesMin, { error: SHOP_ERROR_TEXT.packagesRange }),
  z.maxLength(SHOP_LIMITS.packagesMax, { error: SHOP_ERROR_TEXT.packagesRange }),
  z.refine((items) => new Set(items.map((p) => p.tier)).size === items.length, {
    error: SHOP_ERROR_TEXT.duplicateTier,
  }),
);

const title = z
  .string({ error: SHOP_ERROR_TEXT.titleRequired })
  .check(
    z.trim(),
    z.minLength(SHOP_LIMITS.titleMin, { error: `Title must be at least ${SHOP_LIMITS.titleMin} characters` }),
    z.maxLength(SHOP_LIMITS.titleMax, { error: `Title must be ≤ ${SHOP_LIMITS.titleMax} chars` }),
  );
const description = trimmed(SHOP_LIMITS.descriptionMax);
const deliverables = z
  .array(trimmed(SHOP_LIMITS.deliverableMax).check(z.minLength(1)))
  .check(z.maxLength(SHOP_LIMITS.deliverablesMax));

/** POST /api/shop/services: a new draft. Images are uploaded afterwards (SHOP_ENDPOINTS.uploadImage). */
export const CreateServiceRequestSchema = z.object({
  title,
  category: categorySchema,
  description,
  deliverables,
  etaDays: days,
  packages: packagesInput,
});
export type CreateServiceRequest = z.infer<typeof CreateServiceRequestSchema>;

/** PATCH /api/shop/services/:id: any subset; `packages` replaces the whole set. */
export const UpdateServiceRequestSchema = z.object({
  title: z.optional(title),
  category: z.optional(categorySchema),
  description: z.optional(description),
  deliverables: z.optional(deliverables),
  etaDays: z.optional(days),
  packages: z.optional(packagesInput),
});
export type UpdateServiceRequest = z.infer<typeof UpdateServiceRequestSchema>;

export const ServicePackageSchema = z.object({
  id: z.string(),
  tier: z.enum(PACKAGE_TIERS),
  name: z.string(),
  priceCents: z.number(),
  days: z.number(),
  revisions: z.number(),
  includes: z.array(z.string()),
});
export type ServicePackage = z.infer<typeof ServicePackageSchema>;

/** The professional as a card and the detail page show them. */
export const ServiceProSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  headline: z.nullable(z.string()),
  verified: z.boolean(),
  impactScore: z.number(),
});
export type ServicePro = z.infer<typeof ServiceProSchema>;

/** One browse card (/browse-services, /professionals, /pro/{id}). */
export const ServiceCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  thumbUrl: z.nullable(z.string()),
  etaDays: z.number(),
  /** The cheapest package ("from $X", whole dollars). */
  fromCents: z.number(),
  publishedAt: z.nullable(z.string()),
  pro: ServiceProSchema,
  /** Browse with a search: where the query's words are in the title. */
  highlights: z.optional(ServiceHighlightsSchema),
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;
export const ServiceCardPageSchema = z.object({
  ...pageOf(ServiceCardSchema).shape,
  correctedQuery: correctedQueryField,
});
export type ServiceCardPage = z.infer<typeof ServiceCardPageSchema>;

/** The displayed Service (001 sections 2.2, 3.1) with its packages, tiers ordered basic..premium. */
export const ServiceDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  deliverables: z.array(z.string()),
  bannerUrl: z.nullable(z.string()),
  thumbUrl: z.nullable(z.string()),
  etaDays: z.number(),
  status: z.enum(SERVICE_STATUSES),
  fromCents: z.nullable(z.number()),
  packages: z.array(ServicePackageSchema),
  pro: z.extend(ServiceProSchema, { bio: z.nullable(z.string()) }),
  /** Whether the viewer owns it (edit controls), and whether buyers can see it (published and verified). */
  isOwner: z.boolean(),
  listed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.nullable(z.string()),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

export const MyServicesSchema = z.object({ items: z.array(ServiceDetailSchema) });
export type MyServices = z.infer<typeof MyServicesSchema>;

export const ServiceIdParamsSchema = z.object({ id: z.uuid() });
export const ServiceImageParamsSchema = z.object({ id: z.uuid(), kind: z.enum(SERVICE_IMAGE_KINDS) });
export const ProIdParamsSchema = z.object({ userId: z.uuid() });

// ---------- category floors ----------

/** category_floors (001 section 3.2). */
export const CategoryFloorSchema = z.object({
  category: z.enum(SERVICE_CATEGORIES),
  floorPriceCents: z.number(),
  suggestedMinCents: z.number(),
  suggestedMaxCents: z.number(),
  updatedAt: z.string(),
});
export type CategoryFloor = z.infer<typeof CategoryFloorSchema>;
export const CategoryFloorsSchema = z.object({ items: z.array(CategoryFloorSchema) });

// ---------- browse ----------

const wholeDollars = z.coerce
  .number()
  .check(z.int(), z.minimum(0), z.maximum(SHOP_LIMITS.priceFilterMaxDollars));

/**
 * GET /api/services. The URL of /browse-services holds the same keys. Prices in whole dollars and
 * compared with the cheapest package; maxDays with the service's ETA; `fastest` sorts by ETA.
 */
export const BrowseQuerySchema = z.object({
  q: z.optional(trimmed(SHOP_LIMITS.searchQueryMax)),
  category: z.optional(categorySchema),
  minPrice: z.optional(wholeDollars),
  maxPrice: z.optional(wholeDollars),
  maxDays: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SHOP_LIMITS.daysMax))),
  verifiedOnly: z.optional(z.enum(['true', 'false'])),
  sort: z.optional(z.enum(BROWSE_SORTS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});
export type BrowseQuery = z.infer<typeof BrowseQuerySchema>;
