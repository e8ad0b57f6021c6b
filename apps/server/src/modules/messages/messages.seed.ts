import type { Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Seeder } from '../../db/seed/seeder.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * One demo conversation between `a` and `b` (emails): each line is who wrote it and how long
 * ago. The last `unread` lines (all from the same person) are unread by the other; everything
 * before was read a few minutes after it arrived.
 */
interface DemoConversation {
  a: string;
  b: string;
  lines: [who: 'a' | 'b', ago: number, body: string][];
  unread: number;
}

const talk = (a: string, b: string, unread: number, lines: DemoConversation['lines']): DemoConversation => ({
  a,
  b,
  lines,
  unread,
});

/** Short conversations about the demo ideas, so every demo account opens /inbox to something unread. */
export const DEMO_CONVERSATIONS: DemoConversation[] = [
  talk('ava@demo.test', 'priya@demo.test', 2, [
    ['b', 3 * DAY, 'Hi Ava! Thanks for accepting me on HireLoop. When would suit you for a kickoff call?'],
    ['a', 3 * DAY - 2 * HOUR, 'Hi Priya, great to have you. Thursday 10:00 IST works for me.'],
    [
      'b',
      3 * DAY - 3 * HOUR,
      'Thursday it is. I will bring a draft interview script for the screening flow.',
    ],
    ['a', 2 * DAY, 'Perfect. Our riskiest assumption: hiring managers trust an AI shortlist.'],
    ['b', 5 * HOUR, 'Ran five interviews so far. Three managers would use the shortlist if they see why.'],
    ['b', 4 * HOUR, 'Shall I add an "explain this pick" question to the remaining interviews?'],
  ]),
  talk('leo@demo.test', 'ava@demo.test', 1, [
    ['a', 6 * DAY, 'Ava, thanks for joining the FixNear team. Could you look at the booking flow this week?'],
    ['b', 6 * DAY - 3 * HOUR, 'Sure. First thought: ask for the device model before the time slot.'],
    ['a', 5 * DAY, 'Makes sense, shops quote by model. I will change the order of the steps.'],
    ['b', 20 * HOUR, 'Tried the new flow on my phone: two taps to book, as promised. Nice work.'],
  ]),
  talk('sam@demo.test', 'ava@demo.test', 1, [
    ['a', 4 * DAY, 'Hey Ava, I drafted the 30-60-90 templates for OnboardOS. Want a look?'],
    ['b', 4 * DAY - HOUR, 'Yes please! Could the 30-day plan include a buddy check-in?'],
    ['a', 3 * DAY, 'Added it. Also a reminder to the manager on day 7.'],
    ['b', 2 * HOUR, 'Love it. Can we demo it to two of our pilot teams on Monday?'],
  ]),
  talk('leo@demo.test', 'amara.okeke@demo.test', 2, [
    ['b', 8 * DAY, 'Hi Leo, welcome to LedgerLite! Traders keep asking for a weekly cash summary.'],
    ['a', 8 * DAY - 4 * HOUR, 'Hi Amara. A WhatsApp message every Sunday evening could be enough to start.'],
    ['b', 7 * DAY, 'Agreed. I will ask the Balogun market group if they would read it.'],
    ['b', 9 * HOUR, 'They said yes! Twelve traders want to try it.'],
    ['b', 8 * HOUR, 'Could you set up the message template before Friday?'],
  ]),
  talk('priya@demo.test', 'grace.wanjiru@demo.test', 1, [
    ['b', 10 * DAY, 'Priya, the nurses in Kitui loved the ClinicLink pilot. Connection held for 40 minutes.'],
    ['a', 10 * DAY - 2 * HOUR, 'Wonderful news. Did the audio-only fallback kick in?'],
    ['b', 9 * DAY, 'Twice, and nobody noticed. That was the point.'],
    ['b', 30 * MINUTE, 'Could you review the survey before we send it to the clinics?'],
  ]),
  talk('sam@demo.test', 'arjun.mehta@demo.test', 1, [
    ['b', 2 * DAY, 'Sam, I pushed the HireLoop job-post generator. Mind testing it?'],
    ['a', 2 * DAY - HOUR, 'On it. The first posts read well, a bit long.'],
    ['b', 3 * HOUR, 'Trimmed them to 150 words. Better?'],
  ]),
  talk('admin@demo.test', 'noah.johnson@demo.test', 1, [
    ['b', 5 * DAY, 'Hi, I am working on CarbonLedger and wanted to check: can we list pilot customers?'],
    ['a', 5 * DAY - HOUR, 'Yes, with their written consent. Keep it on the idea page, not in comments.'],
    ['b', 6 * HOUR, 'Thanks. Two have agreed in writing. Anything else we should know?'],
  ]),
  talk('ava@demo.test', 'maya.chen@demo.test', 0, [
    ['a', 14 * DAY, 'Hi Maya, I saw your profile in the co-founder finder. Open to a chat about HireLoop?'],
    ['b', 14 * DAY - 5 * HOUR, 'Hi Ava, sounds interesting. I have about 15 hours a week right now.'],
    ['a', 13 * DAY, 'That could work for the MVP. Could we talk on Friday?'],
    ['b', 13 * DAY - HOUR, 'Friday works. Speak then!'],
  ]),
];

export const messagesSeeder: Seeder = {
  name: 'direct messages',
  async run(trx) {
    const emails = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => [c.a, c.b]))];
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', emails)
      .execute();
    const idOf = new Map(users.map((u) => [u.email, u.id]));
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
