import { PULSE_TICKER_OF, type PulseItem, type PulseKind } from '@ibh/contract';

const BASE = Date.parse('2026-11-20T12:00:00Z');

/** A pulse item `n` minutes after BASE (bigger is newer). */
export function pulseItem(n: number, kind: PulseKind = 'idea_published', title = `Idea ${n}`): PulseItem {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    key: `${kind}:${id}`,
    kind,
    id,
    occurredAt: new Date(BASE + n * 60_000).toISOString(),
    ticker: PULSE_TICKER_OF[kind],
    actor: { id: `actor-${n}`, name: `Person ${n}`, avatarUrl: null, country: n % 2 ? 'Kenya' : null },
    subject: { title, path: `/ideas/${id}` },
  };
}

/** Items n..m, newest first. */
export function newestFirst(from: number, to: number, kind: PulseKind = 'idea_published'): PulseItem[] {
  const items: PulseItem[] = [];
  for (let n = to; n >= from; n--) items.push(pulseItem(n, kind));
  return items;
}
