import { CLOCK_TEXT, formatRemaining, type OrderClock } from '@ibh/contract';

/** A calendar date in the viewer's timezone: 'Nov 25, 2026'. */
export function formatDay(value: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(value));
}

/** 'Auto-approves in 2 d 14 h' for a running clock, as of `now`. */
export function clockText(clock: OrderClock, now: number): string {
  return `${CLOCK_TEXT[clock.kind]} ${formatRemaining(new Date(clock.dueAt).getTime() - now)}`;
}
