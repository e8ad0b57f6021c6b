import { PROFILE_FIELD_TEXT } from '@ibh/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { cityOptions, countryOptions, timezoneOptions } from '../../lib/location';

type LocationKey = 'country' | 'city' | 'timezone';

/**
 * Country, city (its options depend on the country) and time zone (filled in from the city and
 * still editable). The parent's registrations carry the dependency rules (lib/location).
 */
export function LocationFields({
  countries,
  values,
  register,
  errors,
  countryPlaceholder,
}: {
  countries: readonly string[];
  values: Record<LocationKey, string>;
  register: (key: LocationKey) => UseFormRegisterReturn<LocationKey>;
  errors: Partial<Record<LocationKey, string | undefined>>;
  /** An empty first option; without it a country must always be chosen. */
  countryPlaceholder?: string;
}) {
  const cities = cityOptions(values.country, values.city);
  return (
    <>
      <SelectField
        label={PROFILE_FIELD_TEXT.country}
        options={countryOptions(countries, values.country)}
        placeholder={countryPlaceholder}
        autoComplete="country-name"
        error={errors.country}
        {...register('country')}
      />
      <SelectField
        label={PROFILE_FIELD_TEXT.city}
        options={cities}
        placeholder={values.country ? PROFILE_FIELD_TEXT.chooseCity : PROFILE_FIELD_TEXT.chooseCountryFirst}
        error={errors.city}
        {...register('city')}
      />
      <SelectField
        label={PROFILE_FIELD_TEXT.timezone}
        hint={PROFILE_FIELD_TEXT.timezoneHint}
        options={timezoneOptions(values.timezone)}
        placeholder={PROFILE_FIELD_TEXT.chooseTimezone}
        error={errors.timezone}
        {...register('timezone')}
      />
    </>
  );
}
