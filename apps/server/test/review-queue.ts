import { type EndpointDefinition, endpointPath } from '@ibh/contract';
import { expect } from 'vitest';
import type { Agent } from './agent.ts';

/**
 * Test helpers for an admin review queue (ambassador applications, testimonials): a list filtered by
 * `?status=` (pending by default) in keyset pages (`?cursor=`), and reviews of one item by its id.
 */

/** The paths of a queue's endpoints: `paths(E.approve, id)` fills the one path parameter, `param`. */
export function queuePaths(param: string) {
  return (endpoint: EndpointDefinition, id?: string) =>
    endpointPath(endpoint, id ? { [param]: id } : undefined);
}

interface QueuePage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** One page of the queue's list as `agent` gets it; `query` is the search part (`?status=all`). */
export async function queuePage<Item extends { id: string }>(
  agent: Agent,
  listPath: string,
  query = '',
): Promise<QueuePage<Item>> {
  return (await agent.get(`${listPath}${query}`)).json();
}

/**
 * The first two pages of a queue holding more than `pageSize` pending items: the first full, with a
 * cursor, the second not empty and without any item of the first. An unknown status or a cursor it
 * did not give is a 400. Returns both pages' items, in order.
 */
export async function expectTwoKeysetPages<Item extends { id: string }>(
  agent: Agent,
  listPath: string,
  pageSize: number,
): Promise<Item[]> {
  const first = await queuePage<Item>(agent, listPath);
  expect(first.items).toHaveLength(pageSize);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await queuePage<Item>(
    agent,
    listPath,
    `?cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
  );
  const firstIds = new Set(first.items.map((item) => item.id));
  expect(second.items.length).toBeGreaterThan(0);
  expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
  expect((await agent.get(`${listPath}?status=nope`)).statusCode).toBe(400);
  expect((await agent.get(`${listPath}?cursor=garbage`)).statusCode).toBe(400);
  return [...first.items, ...second.items];
}
