import type { Insertable } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';
import { idsByEmail } from '../auth/auth.seed.ts';
import rows from './messages.seed.json' with { type: 'json' };

const MINUTE = 60 * 1000;
const UNIT_MS = { d: 24 * 60 * MINUTE, h: 60 * MINUTE, m: MINUTE } as const;

/** "2d22h", "5h", "30m": how long ago, in milliseconds. */
const ago = z
  .string()
  .regex(/^(\d+d)?(\d+h)?(\d+m)?$/)
  .transform((text) =>
    [...text.matchAll(/(\d+)([dhm])/g)].reduce(
      (ms, [, amount, unit]) => ms + Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS],
      0,
    ),
  );

/**
 * One demo conversation between `a` and `b` (emails): each line is who wrote it and how long
 * ago. The last `unread` lines (all from the same person) are unread by the other; everything
 * before was read a few minutes after it arrived.
 */
const demoConversation = z.object({
  a: z.string(),
  b: z.string(),
  lines: z.array(z.tuple([z.enum(['a', 'b']), ago, z.string()])),
  unread: z.number().int(),
});

/**
 * Short conversations about the demo ideas (messages.seed.json), so every demo account opens
 * /inbox to something unread.
 */
export const DEMO_CONVERSATIONS = z.array(demoConversation).parse(rows);

export const messagesSeeder: Seeder = {
  name: 'direct messages',
  async run(trx) {
    const emails = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => [c.a, c.b]))];
    const idOf = await idsByEmail(trx, emails);
    const now = Date.now();
    const rows: Insertable<DB['direct_messages']>[] = [];
    for (const conversation of DEMO_CONVERSATIONS) {
      const a = idOf.get(conversation.a);
      const b = idOf.get(conversation.b);
      if (!a || !b) throw new Error(`demo messages: no user ${a ? conversation.b : conversation.a}`);
      const firstUnread = conversation.lines.length - conversation.unread;
      conversation.lines.forEach(([who, ago, body], i) => {
        const createdAt = now - ago;
        rows.push({
          sender_id: who === 'a' ? a : b,
          recipient_id: who === 'a' ? b : a,
          body,
          created_at: new Date(createdAt),
          read_at: i < firstUnread ? new Date(Math.min(now, createdAt + 7 * MINUTE)) : null,
        });
      });
    }
    await trx.insertInto('direct_messages').values(rows).execute();
  },
};
