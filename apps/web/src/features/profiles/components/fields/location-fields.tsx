import { PROFILE_FIELD_TEXT } from '@ibh/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import {
  cityOptions,
  countryOptions,
  locationAfterCountry,
  timezoneAfterCity,
  timezoneOptions,
} from '../../lib/location';

type LocationKey = 'country' | 'city' | 'timezone';
type ValueChange = { onChange: (event: { target: { value: string } }) => void };

/**
 * The registrations LocationFields takes, with the dependency rules (lib/location): a new country
 * resets the city and its time zone, a new city sets its time zone.
 */
export function locationRegister({
  register,
  getValue,
  setValue,
}: {
  register: (key: LocationKey, options?: ValueChange) => UseFormRegisterReturn<LocationKey>;
  getValue: (key: LocationKey) => string;
  setValue: (key: LocationKey, value: string) => void;
}): (key: LocationKey) => UseFormRegisterReturn<LocationKey> {
  return (key) => {
    if (key === 'country') {
      return register('country', {
        onChange: (event) => {
          const next = locationAfterCountry(event.target.value);
          setValue('city', next.city);
          setValue('timezone', next.timezone);
        },
      });
    }
    if (key === 'city') {
      return register('city', {
        onChange: (event) =>
          setValue(
            'timezone',
            timezoneAfterCity(getValue('country'), event.target.value, getValue('timezone')),
          ),
      });
    }
    return register('timezone');
  };
}

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
  /** The form's errors (react-hook-form's formState.errors). */
  errors: Partial<Record<LocationKey, { message?: string } | undefined>>;
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
        error={errors.country?.message}
        {...register('country')}
      />
      <SelectField
        label={PROFILE_FIELD_TEXT.city}
        options={cities}
        placeholder={values.country ? PROFILE_FIELD_TEXT.chooseCity : PROFILE_FIELD_TEXT.chooseCountryFirst}
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label={PROFILE_FIELD_TEXT.timezone}
        hint={PROFILE_FIELD_TEXT.timezoneHint}
        options={timezoneOptions(values.timezone)}
        placeholder={PROFILE_FIELD_TEXT.chooseTimezone}
        error={errors.timezone?.message}
        {...register('timezone')}
      />
    </>
  );
}
