import { COUNTRY_CITIES, citiesOf, KNOWN_TIMEZONES, timezoneOf } from '@ibh/contract';

/** The one time zone of every listed city of a country (India, Japan…), or '' when it has several. */
export function countryTimezone(country: string): string {
  const zones = new Set(Object.values(COUNTRY_CITIES[country] ?? {}));
  return zones.size === 1 ? ([...zones][0] ?? '') : '';
}

/** A new country resets the city; the time zone follows when the country has only one. */
export function locationAfterCountry(country: string): { city: string; timezone: string } {
  return { city: '', timezone: countryTimezone(country) };
}

/** A chosen city fills in its time zone; without a known zone the current one stays. */
export function timezoneAfterCity(country: string, city: string, current: string): string {
  return timezoneOf(country, city) ?? current;
}

/** Cities of the country, keeping a saved city that is not (or no longer) on the list. */
export function cityOptions(country: string, current: string): string[] {
  const cities = citiesOf(country);
  return current && !cities.includes(current) ? [current, ...cities] : cities;
}

/** Every known time zone, keeping a saved one that is not on the list. */
export function timezoneOptions(current: string): string[] {
  return current && !KNOWN_TIMEZONES.includes(current) ? [current, ...KNOWN_TIMEZONES] : KNOWN_TIMEZONES;
}

/** Countries of a list, keeping a saved country that is not on it. */
export function countryOptions(countries: readonly string[], current: string): string[] {
  return current && !countries.includes(current) ? [current, ...countries] : [...countries];
}
