import {
  CALENDLY_HOST,
  COUNTRY_CITIES,
  citiesOf,
  isWebAddress,
  LINKEDIN_HOST,
  normalizeCalendly,
  normalizeLinkedin,
  normalizeUrl,
  PROFILE_TEXT,
  timezoneOf,
} from '@ibh/contract';
import { AppError } from '../../platform/errors.ts';

/** Collects field messages; throws one E_INVALID_INPUT naming every failing field. */
export class FieldErrors {
  readonly fields: Record<string, string[]> = {};

  add(field: string, message: string): void {
    this.fields[field] ??= [];
    this.fields[field].push(message);
  }

  throwIfAny(): void {
    const first = Object.values(this.fields)[0]?.[0];
    if (first) throw new AppError('E_INVALID_INPUT', first, { fields: this.fields });
  }
}

/** Trimmed text, or null when empty. Undefined (field absent) stays undefined. */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Trimmed, non-empty, without case-insensitive duplicates, in the given order. */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (item && !seen.has(key)) {
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

export interface LinkInput {
  website?: string | null;
  linkedin?: string | null;
  calendly?: string | null;
}

/**
 * Website, LinkedIn and Calendly normalised as the spec says (https added, trailing
 * slashes removed; LinkedIn and Calendly links or bare handles). Empty becomes null;
 * absent fields stay absent.
 */
export function normalizeLinks(input: LinkInput, errors: FieldErrors): LinkInput {
  const out: LinkInput = {};
  if (input.website !== undefined) {
    const website = normalizeUrl(input.website);
    if (website && !isWebAddress(website)) errors.add('website', PROFILE_TEXT.websiteInvalid);
    out.website = website || null;
  }
  if (input.linkedin !== undefined) {
    const linkedin = normalizeLinkedin(input.linkedin);
    if (linkedin === null) errors.add('linkedin', PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST));
    out.linkedin = linkedin || null;
  }
  if (input.calendly !== undefined) {
    const calendly = normalizeCalendly(input.calendly);
    if (calendly === null) errors.add('calendly', PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST));
    out.calendly = calendly || null;
  }
  return out;
}

/** True for any IANA zone name the runtime knows (Intl throws a RangeError otherwise). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Place {
  country: string | null;
  city: string | null;
  timezone: string | null;
}

/**
 * Resolves the place after an edit. `current` is what is stored; `input` holds the fields
 * sent (undefined = keep). For a listed country the city must be one of its cities; a
 * country change drops a city that does not belong to it (as the editor resets it). A known
 * city fills the time zone when none is sent; a sent time zone must be a real IANA zone.
 */
export function resolvePlace(
  current: Place,
  input: { country?: string | null; city?: string | null; timezone?: string | null },
  errors: FieldErrors,
): Place {
  const country = input.country === undefined ? current.country : (cleanText(input.country) ?? null);
  let city = input.city === undefined ? current.city : (cleanText(input.city) ?? null);
  const listed = country !== null && Object.hasOwn(COUNTRY_CITIES, country);
  const outside = city !== null && (country === null || (listed && !citiesOf(country).includes(city)));
  if (outside && input.city === undefined) city = null;
  else if (outside) errors.add('city', PROFILE_TEXT.cityNotInCountry);

  let timezone = input.timezone === undefined ? current.timezone : (cleanText(input.timezone) ?? null);
  if (timezone !== null && !isValidTimeZone(timezone)) errors.add('timezone', PROFILE_TEXT.timezoneInvalid);
  const cityChanged = input.city !== undefined || input.country !== undefined;
  if (input.timezone === undefined && cityChanged) timezone = timezoneOf(country, city) ?? timezone;
  return { country, city, timezone };
}
