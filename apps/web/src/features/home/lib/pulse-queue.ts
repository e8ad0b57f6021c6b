import type { PulseItem } from '@ibh/contract';

const newestFirst = (a: PulseItem, b: PulseItem) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt);

/** One ticker's queue after a refresh (see mergePulse). */
function mergeTicker(
  held: readonly PulseItem[],
  fetched: readonly PulseItem[],
  fetchLimit: number,
  queueLimit: number,
): PulseItem[] {
  const keys = new Set(fetched.map((item) => item.key));
  const complete = fetched.length < fetchLimit;
  const oldest = Math.min(...fetched.map((item) => Date.parse(item.occurredAt)));
  const older = complete
    ? []
    : held.filter((item) => !keys.has(item.key) && Date.parse(item.occurredAt) < oldest);
  return [...fetched, ...older].sort(newestFirst).slice(0, queueLimit);
}

/**
 * The ticker queues after a refresh (decision 91), per ticker: the fetched items (its newest
 * `fetchLimit`, HOME.liveFeedFetch), plus items held from before that are older than everything
 * fetched, newest first, at most `queueLimit` (HOME.liveFeedQueue). A held item inside the fetched
 * window but absent from it was removed (an idea made private, a co-sign withdrawn) and goes; when
 * fewer than `fetchLimit` came back, that is all the ticker's activity and nothing else is held.
 */
export function mergePulse(
  held: readonly PulseItem[],
  fetched: readonly PulseItem[],
  fetchLimit: number,
  queueLimit: number,
): PulseItem[] {
  const tickers = new Set([...held, ...fetched].map((item) => item.ticker));
  const of = (items: readonly PulseItem[], ticker: string) => items.filter((item) => item.ticker === ticker);
  return [...tickers]
    .flatMap((ticker) => mergeTicker(of(held, ticker), of(fetched, ticker), fetchLimit, queueLimit))
    .sort(newestFirst);
}
