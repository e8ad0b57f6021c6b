import { TIME } from '@ibh/contract';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', TIME.DAY],
  ['hour', TIME.HOUR],
  ['minute', TIME.MINUTE],
  ['second', TIME.SECOND],
];

/** '3 h ago', 'in 14 min': relative to now, in the viewer's locale. */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const diff = date.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time in the viewer's timezone, for a tooltip next to a relative time. */
export function formatFull(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** 'May 2024', in the viewer's locale (member since…). */
export function formatMonthYear(date: Date): string {
  return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date);
}
