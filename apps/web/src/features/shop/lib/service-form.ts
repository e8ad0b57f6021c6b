import {
  type CategoryFloor,
  type CreateServiceRequest,
  CreateServiceRequestSchema,
  formatMoney,
  PACKAGE_TIER_LABELS,
  PACKAGE_TIERS,
  type PackageTier,
  SERVICE_CATEGORY_LABELS,
  SERVICE_FORM_TEXT,
  type ServiceCategory,
  type ServiceDetail,
  SHOP_ERROR_TEXT,
  SHOP_LIMITS,
} from '@ibh/contract';

/** One package as typed: numbers stay text until they are checked. */
export interface PackageFormValues {
  tier: PackageTier;
  name: string;
  /** Whole dollars. */
  price: string;
  days: string;
  revisions: string;
  /** One included item per line. */
  includes: string;
}

/** The service form as typed (react-hook-form's values). */
export interface ServiceFormValues {
  title: string;
  category: ServiceCategory | '';
  description: string;
  deliverables: Array<{ value: string }>;
  etaDays: string;
  packages: PackageFormValues[];
}

export type Floors = Partial<Record<ServiceCategory, CategoryFloor>>;

const DEFAULT_PACKAGE_DAYS: Record<PackageTier, string> = { basic: '3', standard: '5', premium: '7' };
const DEFAULT_REVISIONS: Record<PackageTier, string> = { basic: '1', standard: '2', premium: '2' };

/** A new tier with its usual name, days and revisions (price left for the professional). */
export function newPackage(tier: PackageTier): PackageFormValues {
  return {
    tier,
    name: PACKAGE_TIER_LABELS[tier],
    price: '',
    days: DEFAULT_PACKAGE_DAYS[tier],
    revisions: DEFAULT_REVISIONS[tier],
    includes: '',
  };
}

/** The first tier not used yet (Basic, then Standard, then Premium). */
export function nextTier(packages: readonly PackageFormValues[]): PackageTier | undefined {
  return PACKAGE_TIERS.find((tier) => !packages.some((pkg) => pkg.tier === tier));
}

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  title: '',
  category: '',
  description: '',
  deliverables: [{ value: '' }],
  etaDays: '5',
  packages: [newPackage('basic')],
};

export function serviceToForm(service: ServiceDetail): ServiceFormValues {
  return {
    title: service.title,
    category: service.category,
    description: service.description,
    deliverables: service.deliverables.length
      ? service.deliverables.map((value) => ({ value }))
      : [{ value: '' }],
    etaDays: String(service.etaDays),
    packages: service.packages.map((pkg) => ({
      tier: pkg.tier,
      name: pkg.name,
      price: String(Math.round(pkg.priceCents / 100)),
      days: String(pkg.days),
      revisions: String(pkg.revisions),
      includes: pkg.includes.join('\n'),
    })),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** '120' -> 120; anything but digits -> NaN (so the schema refuses it). */
const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The request the form stands for (not yet checked). Blank deliverable rows are dropped. */
export function formToRequest(values: ServiceFormValues): CreateServiceRequest {
  return {
    title: values.title.trim(),
    category: values.category as ServiceCategory,
    description: values.description.trim(),
    deliverables: values.deliverables.map((item) => item.value.trim()).filter(Boolean),
    etaDays: whole(values.etaDays),
    packages: values.packages.map((pkg) => ({
      tier: pkg.tier,
      name: pkg.name.trim(),
      priceCents: whole(pkg.price.replace(/[$,\s]/g, '')) * 100,
      days: whole(pkg.days),
      revisions: whole(pkg.revisions),
      includes: lines(pkg.includes),
    })),
  };
}

/** Errors keyed by form path ('title', 'packages.1.price', 'deliverables.0.value', 'packages'). */
export type FormErrors = Record<string, string>;

const FIELD_OF_REQUEST_KEY: Record<string, string> = {
  priceCents: 'price',
  days: 'days',
  revisions: 'revisions',
  name: 'name',
  includes: 'includes',
  tier: 'name',
};

/**
 * A request path (['packages', 1, 'priceCents'], or 'body.packages.1.priceCents' from the server)
 * to the form path that shows its message ('packages.1.price').
 */
export function formPathOf(path: ReadonlyArray<string | number> | string): string | undefined {
  const parts = (typeof path === 'string' ? path.replace(/^body\./, '').split('.') : path.map(String)).filter(
    Boolean,
  );
  const [head, index, key] = parts;
  switch (head) {
    case 'title':
    case 'category':
    case 'description':
    case 'etaDays':
      return head;
    case 'deliverables':
      return index === undefined ? 'deliverables.root' : `deliverables.${index}.value`;
    case 'packages': {
      if (index === undefined || !/^\d+$/.test(index)) return 'packages.root';
      const field = key === undefined ? undefined : FIELD_OF_REQUEST_KEY[key];
      return field ? `packages.${index}.${field}` : 'packages.root';
    }
    default:
      return undefined;
  }
}

/** The floor message of the server (SHOP_ERROR_TEXT.belowFloor), for a category. */
export function floorMessage(category: ServiceCategory, floor: CategoryFloor): string {
  return SHOP_ERROR_TEXT.belowFloor(SERVICE_CATEGORY_LABELS[category], floor.floorPriceCents);
}

/** Checks the numbers people type, with words they understand; the contract's schema does the rest. */
function checkTyped(values: ServiceFormValues, floors: Floors, errors: FormErrors) {
  const days = (text: string) => {
    const n = whole(text);
    return Number.isNaN(n) || n < SHOP_LIMITS.daysMin || n > SHOP_LIMITS.daysMax;
  };
  if (!values.category) errors.category = SERVICE_FORM_TEXT.categoryRequired;
  if (days(values.etaDays))
    errors.etaDays = SERVICE_FORM_TEXT.daysRange(SHOP_LIMITS.daysMin, SHOP_LIMITS.daysMax);
  values.deliverables.forEach((item, i) => {
    if (item.value.trim().length > SHOP_LIMITS.deliverableMax) {
      errors[`deliverables.${i}.value`] = SERVICE_FORM_TEXT.tooLong(SHOP_LIMITS.deliverableMax);
    }
  });
  const floor = values.category ? floors[values.category] : undefined;
  values.packages.forEach((pkg, i) => {
    if (!pkg.name.trim()) errors[`packages.${i}.name`] = SERVICE_FORM_TEXT.nameRequired;
    const dollars = whole(pkg.price.replace(/[$,\s]/g, ''));
    if (Number.isNaN(dollars) || dollars < 1) errors[`packages.${i}.price`] = SERVICE_FORM_TEXT.wholeDollars;
    else if (dollars * 100 > SHOP_LIMITS.priceMaxCents) {
      errors[`packages.${i}.price`] = SERVICE_FORM_TEXT.priceMax(formatMoney(SHOP_LIMITS.priceMaxCents));
    } else if (values.category && floor && dollars * 100 < floor.floorPriceCents) {
      errors[`packages.${i}.price`] = floorMessage(values.category, floor);
    }
    if (days(pkg.days))
      errors[`packages.${i}.days`] = SERVICE_FORM_TEXT.daysRange(SHOP_LIMITS.daysMin, SHOP_LIMITS.daysMax);
    const revisions = whole(pkg.revisions);
    if (Number.isNaN(revisions) || revisions > SHOP_LIMITS.revisionsMax) {
      errors[`packages.${i}.revisions`] = SERVICE_FORM_TEXT.revisionsRange(SHOP_LIMITS.revisionsMax);
    }
    const includes = lines(pkg.includes);
    if (includes.length > SHOP_LIMITS.includesMax) {
      errors[`packages.${i}.includes`] = SERVICE_FORM_TEXT.tooMany(SHOP_LIMITS.includesMax);
    } else if (includes.some((line) => line.length > SHOP_LIMITS.includeMax)) {
      errors[`packages.${i}.includes`] = SERVICE_FORM_TEXT.tooLong(SHOP_LIMITS.includeMax);
    }
  });
}

/**
 * Checks the form as the server will: the typed numbers and the category floor first (with their
 * own words), then the contract's CreateServiceRequestSchema. Empty when the form may be sent.
 */
export function validateServiceForm(values: ServiceFormValues, floors: Floors): FormErrors {
  const errors: FormErrors = {};
  checkTyped(values, floors, errors);
  const parsed = CreateServiceRequestSchema.safeParse(formToRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path as Array<string | number>);
      if (path && !(path in errors)) errors[path] = issue.message;
    }
  }
  return errors;
}
