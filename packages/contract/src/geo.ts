/**
 * Countries, cities and their IANA time zones. Onboarding offers 13 countries
 * with India first (000 §9); the profile editor offers 16 with cities, and a
 * city picks its time zone (editable afterwards).
 */
export const ONBOARDING_COUNTRIES = [
  'India',
  'United States',
  'United Kingdom',
  'Philippines',
  'Canada',
  'Australia',
  'Germany',
  'France',
  'Singapore',
  'UAE',
  'Indonesia',
  'Brazil',
  'Japan',
] as const;

export const DEFAULT_COUNTRY = 'India';

/** country -> city -> time zone */
export const COUNTRY_CITIES: Record<string, Record<string, string>> = {
  India: {
    Bengaluru: 'Asia/Kolkata',
    Mumbai: 'Asia/Kolkata',
    Delhi: 'Asia/Kolkata',
    Hyderabad: 'Asia/Kolkata',
    Chennai: 'Asia/Kolkata',
    Pune: 'Asia/Kolkata',
    Kolkata: 'Asia/Kolkata',
  },
  'United States': {
    'New York': 'America/New_York',
    'San Francisco': 'America/Los_Angeles',
    'Los Angeles': 'America/Los_Angeles',
    Seattle: 'America/Los_Angeles',
    Austin: 'America/Chicago',
    Chicago: 'America/Chicago',
    Boston: 'America/New_York',
    Denver: 'America/Denver',
    Miami: 'America/New_York',
  },
  'United Kingdom': {
    London: 'Europe/London',
    Manchester: 'Europe/London',
    Edinburgh: 'Europe/London',
    Bristol: 'Europe/London',
    Cambridge: 'Europe/London',
  },
  Philippines: { Manila: 'Asia/Manila', Cebu: 'Asia/Manila', Davao: 'Asia/Manila' },
  Canada: {
    Toronto: 'America/Toronto',
    Vancouver: 'America/Vancouver',
    Montreal: 'America/Toronto',
    Calgary: 'America/Edmonton',
    Ottawa: 'America/Toronto',
  },
  Australia: {
    Sydney: 'Australia/Sydney',
    Melbourne: 'Australia/Melbourne',
    Brisbane: 'Australia/Brisbane',
    Perth: 'Australia/Perth',
    Adelaide: 'Australia/Adelaide',
  },
  Germany: {
    Berlin: 'Europe/Berlin',
    Munich: 'Europe/Berlin',
    Hamburg: 'Europe/Berlin',
    Frankfurt: 'Europe/Berlin',
  },
  France: {
    Paris: 'Europe/Paris',
    Lyon: 'Europe/Paris',
    Marseille: 'Europe/Paris',
    Toulouse: 'Europe/Paris',
  },
  Singapore: { Singapore: 'Asia/Singapore' },
  UAE: { Dubai: 'Asia/Dubai', 'Abu Dhabi': 'Asia/Dubai', Sharjah: 'Asia/Dubai' },
  Indonesia: {
    Jakarta: 'Asia/Jakarta',
    Bandung: 'Asia/Jakarta',
    Surabaya: 'Asia/Jakarta',
    Bali: 'Asia/Makassar',
  },
  Brazil: {
    'São Paulo': 'America/Sao_Paulo',
    'Rio de Janeiro': 'America/Sao_Paulo',
    'Belo Horizonte': 'America/Sao_Paulo',
    Recife: 'America/Recife',
  },
  Japan: { Tokyo: 'Asia/Tokyo', Osaka: 'Asia/Tokyo', Kyoto: 'Asia/Tokyo', Fukuoka: 'Asia/Tokyo' },
  Nigeria: { Lagos: 'Africa/Lagos', Abuja: 'Africa/Lagos', 'Port Harcourt': 'Africa/Lagos' },
  Kenya: { Nairobi: 'Africa/Nairobi', Mombasa: 'Africa/Nairobi', Kisumu: 'Africa/Nairobi' },
  Spain: {
    Madrid: 'Europe/Madrid',
    Barcelona: 'Europe/Madrid',
    Valencia: 'Europe/Madrid',
    Seville: 'Europe/Madrid',
  },
};

export const PROFILE_COUNTRIES = Object.keys(COUNTRY_CITIES);

export function citiesOf(country: string | null | undefined): string[] {
  return country ? Object.keys(COUNTRY_CITIES[country] ?? {}) : [];
}

export function timezoneOf(
  country: string | null | undefined,
  city: string | null | undefined,
): string | undefined {
  if (!country || !city) return undefined;
  return COUNTRY_CITIES[country]?.[city];
}

/** Every time zone the lists use, for validating an edited value. */
export const KNOWN_TIMEZONES = [
  ...new Set(Object.values(COUNTRY_CITIES).flatMap((cities) => Object.values(cities))),
  'UTC',
].sort();
