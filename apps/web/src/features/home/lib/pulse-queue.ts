import type { PulseItem } from '@ibh/contract';

/**
 * The ticker queue after a refresh (decision 91): the fetched items (the network's newest), plus
 * items held from before that are older than everything fetched, newest first, at most `queueLimit`
 * (HOME.liveFeedQueue). A held item inside the fetched window but absent from it was removed (an
 * idea made private, a co-sign withdrawn) and goes; when fewer than `fetchLimit` came back, the
 * answer is the whole network's activity and nothing else is held.
 */
export function mergePulse(
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
  return [...fetched, ...older]
    .sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt))
    .slice(0, queueLimit);
}
