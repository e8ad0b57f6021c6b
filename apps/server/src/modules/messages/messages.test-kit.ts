import { MESSAGE_API } from '@ibh/contract';
import type { Kysely } from 'kysely';
import type { Agent } from '../../../test/agent.ts';
import { buildProfile } from '../../../test/factories.ts';
import { type SignedIn, signedInUser } from '../../../test/sign-in.ts';
import type { TestApp } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';

/** Test-only helpers for the direct-message tests. */

/** A signed-in person with a profile display name (the card shows the users' full name first). */
export async function person(t: TestApp, fullName: string): Promise<SignedIn> {
  const who = await signedInUser(t.app, t.database.db, { fullName });
  await buildProfile(t.database.db, who.user.id, { display_name: fullName.split(' ')[0] });
  return who;
}

/** Sends a DM through the API and returns the saved message (throws on a non-201). */
export async function send(from: Agent, recipientId: string, body: string, clientId?: string) {
  const res = await from.post(MESSAGE_API.send, { recipientId, body, ...(clientId ? { clientId } : {}) });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().message as { id: string; body: string; senderId: string; recipientId: string };
}

/** Two people who have written to each other: `first` from the first one, then `reply` back. */
export async function pairInConversation(
  t: TestApp,
  names: [string, string],
  first: string,
  reply: string,
): Promise<[SignedIn, SignedIn]> {
  const a = await person(t, names[0]);
  const b = await person(t, names[1]);
  await send(a.agent, b.user.id, first);
  await send(b.agent, a.user.id, reply);
  return [a, b];
}

/**
 * Inserts messages straight into the table, one second apart from `start`, in bulk: `pick(i)`
 * says who sends message i to whom. Returns their ids in order.
 */
export async function insertMessages(
  db: Kysely<DB>,
  count: number,
  pick: (i: number) => [senderId: string, recipientId: string],
  start = Date.now() - 10 * 24 * 3_600_000,
): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const rows = Array.from({ length: Math.min(500, count - from) }, (_, k) => {
      const i = from + k;
      const [sender_id, recipient_id] = pick(i);
      return { sender_id, recipient_id, body: `m${i}`, created_at: new Date(start + i * 1000) };
    });
    const inserted = await db.insertInto('direct_messages').values(rows).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
