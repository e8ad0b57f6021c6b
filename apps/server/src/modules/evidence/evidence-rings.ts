import { SIGNAL_RING_CHECK_MS } from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import * as z from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { DB } from '../../db/schema.ts';
import { defineJob, scheduleJob } from '../../platform/jobs/job.ts';

/**
 * Closed voting rings (decision 155). The vote graph has an edge v → o when v upvoted or marked
 * useful an evidence entry owned by o (o ≠ v). A ring is a group of two or more accounts that all
 * reach one another through votes (a strongly connected component) and whose every vote stays
 * inside the group (no edge leaves it: a sink component). Its members weigh 0. An account that
 * also votes outside the group, or whose group is joined by nobody's votes back, is not in a ring;
 * one vote by a member on an outsider's entry opens the group for all of its members.
 */

export const SIGNAL_RINGS_JOB = defineJob('evidence.signal_rings', z.object({}));

/** Called in the vote's transaction: one ring check at the end of the vote's window. */
export async function scheduleRingCheck(db: Executor, now: Date): Promise<void> {
  const window = Math.floor(now.getTime() / SIGNAL_RING_CHECK_MS);
  await scheduleJob(
    db,
    SIGNAL_RINGS_JOB,
    {},
    {
      runAt: new Date((window + 1) * SIGNAL_RING_CHECK_MS),
      idempotencyKey: `${SIGNAL_RINGS_JOB.name}:${window}`,
    },
  );
}

/** The members of every ring of the vote graph given as [voter, owner] edges (Tarjan, iterative). */
export function findRings(edges: readonly (readonly [string, string])[]): Set<string> {
  const out = new Map<string, string[]>();
  for (const [from, to] of edges) {
    if (from === to) continue;
    out.set(from, [...(out.get(from) ?? []), to]);
    if (!out.has(to)) out.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  const members: string[][] = [];
  let next = 0;
  for (const root of out.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1] as { node: string; edge: number };
      const targets = out.get(frame.node) ?? [];
      if (frame.edge < targets.length) {
        const to = targets[frame.edge++] as string;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(to) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent)
        low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.set(member, members.length);
          group.push(member);
        } while (member !== frame.node);
        members.push(group);
      }
    }
  }
  const rings = new Set<string>();
  members.forEach((group, id) => {
    if (group.length < 2) return;
    const closed = group.every((m) => (out.get(m) ?? []).every((to) => component.get(to) === id));
    if (closed) for (const m of group) rings.add(m);
  });
  return rings;
}

/**
 * The ring check: reads the whole vote graph (distinct voter → owner pairs), finds the rings and
 * makes evidence_signal_rings hold exactly their members, in one transaction.
 */
export function recomputeSignalRings(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await sql<{ voter: string; owner: string }>`
    select distinct v.user_id as voter, e.owner_id as owner
    from (select evidence_id, user_id from evidence_upvotes
          union all select evidence_id, user_id from evidence_useful) v
    join evidence_entries e on e.id = v.evidence_id
    where v.user_id <> e.owner_id`.execute(trx);
    const rings = [...findRings(result.rows.map((r) => [r.voter, r.owner] as const))];
    await sql`delete from evidence_signal_rings
      where not (user_id = any(${rings}::uuid[]))`.execute(trx);
    if (rings.length) {
      await sql`insert into evidence_signal_rings (user_id)
        select unnest(${rings}::uuid[]) on conflict do nothing`.execute(trx);
    }
    return rings.length;
  });
}
