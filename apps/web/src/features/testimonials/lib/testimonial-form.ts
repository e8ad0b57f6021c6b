import {
  TESTIMONIAL_LIMITS,
  TESTIMONIAL_TEXT,
  type TestimonialDetail,
  type TestimonialInput,
  TestimonialInputSchema,
} from '@ibh/contract';
import * as z from 'zod/mini';

/** What the form holds: every field as typed (numbers too). */
export interface TestimonialFormValues {
  name: string;
  role: string;
  ibhRole: string;
  country: string;
  quote: string;
  avatarUrl: string;
  coordsLat: string;
  coordsLng: string;
}

export type TestimonialField = keyof TestimonialFormValues;

export const emptyTestimonialForm = (name = ''): TestimonialFormValues => ({
  name,
  role: '',
  ibhRole: '',
  country: '',
  quote: '',
  avatarUrl: '',
  coordsLat: '',
  coordsLng: '',
});

export function formValuesOf(testimonial: TestimonialDetail): TestimonialFormValues {
  return {
    name: testimonial.name,
    role: testimonial.role ?? '',
    ibhRole: testimonial.ibhRole ?? '',
    country: testimonial.country,
    quote: testimonial.quote,
    avatarUrl: testimonial.avatarUrl ?? '',
    coordsLat: testimonial.coordsLat === null ? '' : String(testimonial.coordsLat),
    coordsLng: testimonial.coordsLng === null ? '' : String(testimonial.coordsLng),
  };
}

/**
 * The counter under the quote (000 section 5: "counter shows length/40"): the length the server
 * counts (trimmed) over the minimum, so it reads 40/40 exactly when the quote is long enough.
 */
export function quoteCounter(quote: string): { text: string; length: number; enough: boolean } {
  const length = quote.trim().length;
  return {
    text: TESTIMONIAL_TEXT.quoteCounter(length),
    length,
    enough: length >= TESTIMONIAL_LIMITS.quoteMin,
  };
}

export type FormCheck =
  | { ok: true; body: TestimonialInput }
  | {
      ok: false;
      /** The spec's one message for blank required fields, shown for the whole form. */
      formError: string | null;
      /** The blank required fields the form message is about. */
      missing: TestimonialField[];
      /** A message per field. */
      fields: Partial<Record<TestimonialField, string>>;
    };

/** A typed coordinate: blank is none, anything else must be a number. */
function coordinate(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * The spec's checks in its order (000 section 5): name, country and quote required (one message
 * for the form), then the quote's 40 characters, then the contract schema (bounds, avatar URL,
 * coordinates), the same one the server applies.
 */
export function checkTestimonialForm(values: TestimonialFormValues): FormCheck {
  const missing = (['name', 'country', 'quote'] as const).filter((field) => !values[field].trim());
  if (missing.length > 0) {
    return { ok: false, formError: TESTIMONIAL_TEXT.required, missing, fields: {} };
  }
  if (!quoteCounter(values.quote).enough) {
    return { ok: false, formError: null, missing: [], fields: { quote: TESTIMONIAL_TEXT.quoteTooShort } };
  }
  const lat = coordinate(values.coordsLat);
  const lng = coordinate(values.coordsLng);
  const fields: Partial<Record<TestimonialField, string>> = {};
  if (lat === 'invalid') fields.coordsLat = TESTIMONIAL_TEXT.latitudeInvalid;
  if (lng === 'invalid') fields.coordsLng = TESTIMONIAL_TEXT.longitudeInvalid;
  const body: TestimonialInput = {
    name: values.name.trim(),
    country: values.country.trim(),
    quote: values.quote.trim(),
    role: values.role.trim() || null,
    ibhRole: (values.ibhRole || null) as TestimonialInput['ibhRole'],
    avatarUrl: values.avatarUrl.trim() || null,
    coordsLat: lat === 'invalid' ? null : lat,
    coordsLng: lng === 'invalid' ? null : lng,
  };
  const parsed = z.safeParse(TestimonialInputSchema, body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TestimonialField | undefined;
      if (field && !fields[field]) fields[field] = issue.message;
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, formError: null, missing: [], fields };
  return { ok: true, body };
}
