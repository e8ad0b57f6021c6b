import { formatMoney } from './money.ts';

/**
 * Screen strings of the Professionals Shop (001 sections 2.2, 5, 8.2). The service-detail strings
 * are the spec's, verbatim; the rest are IBH's (the spec does not show the shop's other screens).
 */
export const SERVICE_CATEGORY_LABELS = {
  validate: 'Validate',
  mvp: 'MVP',
  pitch: 'Pitch',
  design: 'Design',
  marketing: 'Marketing',
  development: 'Development',
  consulting: 'Consulting',
} as const;

export const PACKAGE_TIER_LABELS = {
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
} as const;

/** /services/{id} (001 section 2.2), verbatim. */
export const SERVICE_DETAIL_TEXT = {
  notFound: 'Service not found',
  defaultExpert: 'Expert',
  defaultCategory: 'General',
  byLine: (expert: string, category: string) => `by ${expert} · ${category}`,
  hire: 'Hire a Pro →',
  escrowNote: 'Protected Payment (Escrow) · Funds release after delivery',
  aboutService: 'About this service',
  defaultDescription: 'Detailed description coming soon.',
  whatYouGet: "What you'll get",
  defaultDeliverables: ['Written report', 'Actionable recommendations', 'One revision'],
  aboutExpert: 'About the expert',
  defaultExpertBio: 'Experienced professional.',
  shopLink: 'Professionals Shop →',
  etaDays: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  packages: 'Packages',
  revisions: (n: number) => `${n} ${n === 1 ? 'revision' : 'revisions'}`,
  delivery: (days: number) => `${days}-day delivery`,
} as const;

/** Browse (/browse-services, /professionals) and the shop dashboard (/shop). IBH wording. */
export const SHOP_TEXT = {
  title: 'Professionals Shop',
  searchPlaceholder: 'Search services, skills or professionals',
  allCategories: 'All categories',
  minPrice: 'Min price ($)',
  maxPrice: 'Max price ($)',
  maxDays: 'Delivery within (days)',
  verifiedOnly: 'Verified only',
  sortLabel: 'Sort by',
  sorts: {
    recommended: 'Recommended',
    relevance: 'Best match',
    price: 'Lowest price',
    fastest: 'Fastest',
    newest: 'Newest',
  },
  from: (cents: number) => `from ${formatMoney(cents)}`,
  loadMore: 'Load more',
  loading: 'Loading services…',
  empty: 'No services match your search.',
  emptyHint: 'Try another search or clear the filters.',
  clearFilters: 'Clear filters',
  loadFailed: 'Could not load services.',
  retry: 'Try again',
  verified: 'Verified',
  impact: (score: number) => `Impact ${(Math.round(score * 100) / 10).toFixed(1)}/10`,
  tabs: { services: 'My Services', orders: 'Orders', earnings: 'Earnings' },
  ordersEmpty: 'No orders yet.',
  myServicesEmpty: 'You have no services yet.',
  newService: 'New service',
  editService: 'Edit service',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  deleteConfirm: 'Delete this service? This cannot be undone.',
  save: 'Save',
  saved: 'Service saved',
  published: 'Service published',
  unpublished: 'Service unpublished',
  deleted: 'Service deleted',
  draft: 'Draft',
  live: 'Published',
  notVerifiedNote:
    'Your services stay hidden from buyers until your professional profile is verified. You can prepare them now.',
  professionalsOnly: 'Professionals only',
  floorHint: (floorCents: number, minCents: number, maxCents: number) =>
    `Minimum ${formatMoney(floorCents)} · suggested ${formatMoney(minCents)}–${formatMoney(maxCents)}`,
  bannerLabel: 'Banner image',
  thumbnailLabel: 'Thumbnail image',
  uploadFailed: 'Upload failed',
  imageUnsupported: 'Upload a JPEG, PNG or WebP image.',
  imageTooLarge: 'That image is too large. Choose one under 10 MB.',
  proServicesEmpty: 'No published services yet.',
} as const;

/** Server messages of the shop's rules (IBH wording; the floor message names the floor). */
export const SHOP_ERROR_TEXT = {
  belowFloor: (categoryLabel: string, floorCents: number) =>
    `The minimum price for ${categoryLabel} services is ${formatMoney(floorCents)}.`,
  titleRequired: 'Title is required',
  packagesRange: 'Add one to three packages.',
  duplicateTier: 'Each package tier can be used once.',
} as const;
