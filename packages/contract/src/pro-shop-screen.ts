/**
 * More copy of the Professionals Shop screens (browse, the service page, /shop, /pro/:id), beside
 * SHOP_TEXT and SERVICE_DETAIL_TEXT in shop-text.ts: labels, states and hints the screens need that
 * the spec does not give. All IBH wording.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const BROWSE_SCREEN_TEXT = {
  intro:
    'Services from verified professionals: validation, MVPs, pitch decks, design and more, paid through escrow.',
  search: 'Search services',
  filters: 'Filters',
  moreFilters: 'More filters',
  category: 'Category',
  any: 'Any',
  apply: 'Apply filters',
  results: (count: number, more: boolean) =>
    `${count}${more ? '+' : ''} ${count === 1 ? 'service' : 'services'}`,
  loadingMore: 'Loading more…',
  end: 'You have seen every service for this search.',
  emptyNoServicesTitle: 'No services yet',
  emptyNoServicesBody: 'Professionals are setting up their shops. Check back soon.',
  impactLabel: (score: string) => `Impact score ${score} out of 10`,
  etaLabel: (days: number) => `Delivery in ${plural(days, 'day', 'days')}`,
  priceRange: 'The minimum price must not be above the maximum.',
  wholeNumber: 'Enter a whole number.',
} as const;

export const SERVICE_SCREEN_TEXT = {
  notFoundBody: 'It may have been removed, or it is not published yet.',
  loadFailed: 'Could not load this service.',
  retry: 'Try again',
  price: 'Price',
  eta: 'Delivery',
  choosePackage: 'Choose a package',
  banner: (title: string) => `Banner of ${title}`,
  draftNote: 'Only you can see this service: it is a draft, or your profile is not verified yet.',
  edit: 'Edit service',
} as const;

/** The shop dashboard (/shop); its tab lives in ?tab=. */
export const SHOP_SCREEN_TEXT = {
  sellerTitle: 'Selling profile',
  sellerIntro: 'Buyers see your headline and categories on your cards and your /pro page.',
  sellerHeadline: 'Headline',
  sellerHeadlinePlaceholder: 'e.g., Customer-interview coach for B2B founders',
  sellerCategories: 'Categories',
  sellerSave: 'Save selling profile',
  sellerSaving: 'Saving…',
  sellerSaved: 'Selling profile saved.',
  title: 'My Shop',
  intro: 'Your services and orders in one place.',
  tabs: 'Shop sections',
  ordersEmptyBuyer: 'Services you hire from professionals will show here.',
  ordersEmptyPro: 'Orders for your services will show here.',
  browse: 'Browse the Professionals Shop',
  chosenPackage: (pkg: string, service: string) => `You chose the ${pkg} package of “${service}”.`,
  chosenPackageHint: 'Checkout opens here soon; your choice is kept in this page’s link.',
  servicesEmptyBody: 'Describe what you deliver, add one to three packages and publish it.',
  loadFailed: 'Could not load your services.',
  retry: 'Try again',
  edit: 'Edit',
  view: 'View',
  cancel: 'Cancel',
  deleteTitle: 'Delete this service?',
  actionFailed: 'That did not work. Please try again.',
  packagesCount: (count: number) => plural(count, 'package', 'packages'),
} as const;

export const SERVICE_FORM_TEXT = {
  createTitle: 'New service',
  editTitle: 'Edit service',
  back: 'Back to My Services',
  basics: 'The service',
  title: 'Title',
  titlePlaceholder: 'e.g., Validate your startup idea in 5 days',
  category: 'Category',
  chooseCategory: 'Choose a category',
  description: 'Description',
  descriptionHint: 'What you do, how, and for whom.',
  deliverables: "What you'll get",
  deliverablesHint: 'Each item on its own line, e.g. "Written report".',
  addDeliverable: 'Add item',
  deliverable: (n: number) => `Item ${n}`,
  removeDeliverable: (n: number) => `Remove item ${n}`,
  eta: 'ETA (days)',
  etaHint: 'How long the work usually takes.',
  images: 'Images',
  bannerHint: 'A wide image on the service page (JPEG, PNG or WebP); shown at 1200×400.',
  thumbnailHint: 'Shown on the shop card; shown at 480×320.',
  chooseImage: 'Choose image',
  replaceImage: 'Replace image',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  imageSaved: 'Image uploaded',
  noImage: 'No image yet',
  saveFirst: 'Save the service first; then add its banner and thumbnail here.',
  packages: 'Packages',
  packagesHint: 'One to three tiers. Buyers compare them side by side.',
  addPackage: 'Add package',
  removePackage: (name: string) => `Remove the ${name} package`,
  tier: 'Tier',
  packageName: 'Name',
  price: 'Price ($)',
  days: 'Days',
  revisions: 'Revisions',
  /** Issue 26: the package's revisions are the order's, counted over all its milestones. */
  revisionsHint: (max: number) => `0 to ${max}, for the whole order.`,
  includes: 'What is included',
  includesHint: 'One item per line.',
  chooseCategoryForFloor: 'Choose a category to see its minimum price.',
  belowFloor: (floor: string) => `The minimum for this category is ${floor}.`,
  wholeDollars: 'Enter a price in whole dollars.',
  categoryRequired: 'Choose a category.',
  nameRequired: 'Give the package a name.',
  daysRange: (min: number, max: number) => `Enter whole days from ${min} to ${max}.`,
  revisionsRange: (max: number) => `Enter a whole number from 0 to ${max}.`,
  priceMax: (max: string) => `The highest price is ${max}.`,
  emptyItem: 'Fill in this item or remove it.',
  tooLong: (max: number) => `At most ${max} characters.`,
  tooMany: (max: number) => `At most ${max} items.`,
  create: 'Create service',
  save: 'Save changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  saveFailed: 'The service could not be saved.',
  loadFailed: 'Could not load this service.',
} as const;

export const PRO_SERVICES_TEXT = {
  title: 'Services',
  loadFailed: 'Could not load their services.',
  retry: 'Try again',
} as const;
