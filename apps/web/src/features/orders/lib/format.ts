import { CLOCK_TEXT, formatRemaining, type OrderClock, WORKROOM_TEXT } from '@ibh/contract';
import { formatDate } from '@/lib/dates';

/** A calendar date in the viewer's timezone: 'Nov 25, 2026' (the app's one date format). */
export function formatDay(value: string): string {
  return formatDate(value);
}

/** 'Auto-approves in 2 d 14 h' for a running clock, as of `now`. */
export function clockText(clock: OrderClock, now: number): string {
  return `${CLOCK_TEXT[clock.kind]} ${formatRemaining(new Date(clock.dueAt).getTime() - now)}`;
}

/** '1 of 2 revisions used' (issue 26), or that the package includes none. */
export function revisionsText(revisions: { included: number; used: number }): string {
  return revisions.included === 0 && revisions.used === 0
    ? WORKROOM_TEXT.noRevisionsIncluded
    : WORKROOM_TEXT.revisionsUsed(revisions.used, revisions.included);
}
