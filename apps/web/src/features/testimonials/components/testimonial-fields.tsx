import { TESTIMONIAL_IBH_ROLES, TESTIMONIAL_LIMITS, TESTIMONIAL_TEXT } from '@ibh/contract';
import { UrlField } from '@/components/forms/url-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { cx } from '@/lib/cx';
import { quoteCounter, type TestimonialField, type TestimonialFormValues } from '../lib/testimonial-form';

const IBH_ROLE_OPTIONS = TESTIMONIAL_IBH_ROLES.map((role) => ({ value: role.slug, label: role.name }));

/** The counter next to the quote's label: length/40 (000 section 5), green once long enough. */
export function QuoteCounter({ quote }: { quote: string }) {
  const counter = quoteCounter(quote);
  return (
    <span
      data-testid="quote-counter"
      className={cx(
        'text-xs tabular-nums',
        counter.enough ? 'font-medium text-success-600' : 'text-ink-muted',
      )}
    >
      <span aria-hidden>{counter.text}</span>
      <span className="sr-only">{TESTIMONIAL_TEXT.quoteCounterLabel(counter.length)}</span>
    </span>
  );
}

export const fieldId = (idPrefix: string, field: TestimonialField) => `${idPrefix}-${field}`;

/**
 * Every field of a testimonial (000 section 5), shared by /testimonial and the admin's edit:
 * name, role, IBH role, country, the quote with its counter, avatar URL, latitude and longitude.
 */
export function TestimonialFields({
  values,
  errors,
  onChange,
  idPrefix,
  missing = [],
  alertId,
}: {
  values: TestimonialFormValues;
  errors: Partial<Record<TestimonialField, string>>;
  onChange: (field: TestimonialField, value: string) => void;
  idPrefix: string;
  /** Required fields left blank: marked invalid and described by the form's alert (`alertId`). */
  missing?: readonly TestimonialField[];
  alertId?: string | undefined;
}) {
  const field = (name: TestimonialField) => ({
    id: fieldId(idPrefix, name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    ...(missing.includes(name) && !errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': alertId }
      : {}),
  });
  return (
    <div className="@container flex flex-col gap-4">
      <div className="grid gap-4 @lg:grid-cols-2">
        <TextField
          label={TESTIMONIAL_TEXT.name}
          autoComplete="name"
          maxLength={TESTIMONIAL_LIMITS.nameMax}
          required
          {...field('name')}
        />
        <TextField
          label={TESTIMONIAL_TEXT.country}
          autoComplete="country-name"
          maxLength={TESTIMONIAL_LIMITS.countryMax}
          required
          {...field('country')}
        />
        <TextField
          label={TESTIMONIAL_TEXT.role}
          placeholder={TESTIMONIAL_TEXT.rolePlaceholder}
          autoComplete="organization-title"
          maxLength={TESTIMONIAL_LIMITS.roleMax}
          {...field('role')}
        />
        <SelectField
          label={TESTIMONIAL_TEXT.ibhRole}
          placeholder={TESTIMONIAL_TEXT.ibhRolePlaceholder}
          options={IBH_ROLE_OPTIONS}
          {...field('ibhRole')}
        />
      </div>
      <TextareaField
        label={TESTIMONIAL_TEXT.quote}
        labelAside={<QuoteCounter quote={values.quote} />}
        rows={5}
        maxLength={TESTIMONIAL_LIMITS.quoteMax}
        required
        {...field('quote')}
      />
      <UrlField
        label={TESTIMONIAL_TEXT.avatarUrl}
        hint={TESTIMONIAL_TEXT.avatarUrlHint}
        placeholder="https://"
        maxLength={TESTIMONIAL_LIMITS.avatarUrlMax}
        {...field('avatarUrl')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{TESTIMONIAL_TEXT.coordsHint}</legend>
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={TESTIMONIAL_TEXT.latitude}
            inputMode="decimal"
            placeholder="-1.29"
            maxLength={24}
            {...field('coordsLat')}
          />
          <TextField
            label={TESTIMONIAL_TEXT.longitude}
            inputMode="decimal"
            placeholder="36.82"
            maxLength={24}
            {...field('coordsLng')}
          />
        </div>
        <p className="text-xs text-ink-muted">{TESTIMONIAL_TEXT.coordsHint}</p>
      </fieldset>
    </div>
  );
}
