import { TIME } from '@ibh/contract';

/**
 * The one place the app turns an instant into words (issue 26, item 17): every screen that shows
 * a date uses these, so a date reads the same everywhere ('Nov 28, 2026', 'Nov 28, 2026, 3:05 PM')
 * whatever the browser's language, and the server renders the same text the browser hydrates.
 * Times are in the viewer's timezone.
 */
const LOCALE = 'en-US';

const DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const DATE_UTC = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const MONTH_YEAR = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', TIME.DAY],
  ['hour', TIME.HOUR],
  ['minute', TIME.MINUTE],
  ['second', TIME.SECOND],
];

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** '3 h ago', 'in 14 min': relative to now. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const diff = date.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

/**
 * A calendar date: 'Nov 28, 2026'. `utc` for a day stored as midnight UTC (a coupon's last day),
 * which is that day wherever the viewer is.
 */
export function formatDate(value: Date | string | number, { utc = false } = {}): string {
  return (utc ? DATE_UTC : DATE).format(toDate(value));
}

/** The date and time: 'Nov 28, 2026, 3:05 PM' (also the tooltip next to a relative time). */
export function formatDateTime(value: Date | string | number): string {
  return DATE_TIME.format(toDate(value));
}

/** The full date and time; the name older screens use for formatDateTime. */
export const formatFull = formatDateTime;

/** 'May 2024' (member since…). */
export function formatMonthYear(value: Date | string | number): string {
  return MONTH_YEAR.format(toDate(value));
}
