import { HOME } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { mergePulse } from '../lib/pulse-queue';
import { newestFirst, pulseItem } from './pulse-fixtures';

const merge = (held: ReturnType<typeof newestFirst>, fetched: ReturnType<typeof newestFirst>) =>
  mergePulse(held, fetched, HOME.liveFeedFetch, HOME.liveFeedQueue);
const ns = (items: { subject: { title: string } }[]) => items.map((item) => item.subject.title);

describe('the pulse queue', () => {
  it('puts new items on top and keeps at most 16, newest first', () => {
    const first = newestFirst(1, 12);
    const second = newestFirst(5, 16);
    const queue = merge(merge([], first), second);
    expect(queue).toHaveLength(HOME.liveFeedQueue);
    expect(ns(queue)).toEqual(newestFirst(1, 16).map((item) => item.subject.title));
    const third = merge(queue, newestFirst(9, 20));
    expect(ns(third)).toEqual(ns(newestFirst(5, 20)));
  });

  it('drops a held item that the refresh no longer has (made private, withdrawn)', () => {
    const held = newestFirst(1, 12);
    const fetched = newestFirst(1, 12).filter((item) => item.subject.title !== 'Idea 7');
    expect(ns(merge(held, fetched))).not.toContain('Idea 7');
    // A quiet network: fewer than 12 came back, so that is all there is.
    expect(ns(merge(newestFirst(1, 3), [pulseItem(3), pulseItem(1)]))).toEqual(['Idea 3', 'Idea 1']);
  });

  it('counts the same activity once', () => {
    const queue = merge(newestFirst(1, 12), newestFirst(1, 12));
    expect(new Set(queue.map((item) => item.key)).size).toBe(queue.length);
    expect(queue).toHaveLength(12);
  });
});

describe('the pulse queues, one per ticker', () => {
  it('keeps 16 per ticker, so a busy ticker never empties another', () => {
    const follows = newestFirst(20, 40, 'follow');
    const ideas = newestFirst(1, 2);
    const queue = merge(merge([], [...follows.slice(4, 16), ...ideas]), [...follows.slice(0, 12), ...ideas]);
    expect(queue.filter((item) => item.ticker === 'supporterBoosts')).toHaveLength(HOME.liveFeedQueue);
    expect(ns(queue.filter((item) => item.ticker === 'founderActivity'))).toEqual(['Idea 2', 'Idea 1']);
  });
});
