import { MESSAGE_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_ACCOUNTS } from '../auth/auth.seed.ts';
import { DEMO_CONVERSATIONS } from './messages.seed.ts';

const t = useSeededTestApp();

describe('demo conversations', () => {
  it('every demo account opens the inbox to conversations with something unread', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const agent = await demoAgent(t.app, account.email);
      const items = (await agent.get(MESSAGE_API.conversations)).json().items;
      expect(items.length, account.email).toBeGreaterThan(0);
      expect(
        items.reduce((sum: number, c: { unread: number }) => sum + c.unread, 0),
        account.email,
      ).toBeGreaterThan(0);
      // Each conversation's thread loads, oldest first.
      const thread = (await agent.get(MESSAGE_API.thread(items[0].user.id))).json();
      const times = thread.messages.map((m: { createdAt: string }) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('unread lines are the tail of one sender, and the lines are in time order', () => {
    for (const conversation of DEMO_CONVERSATIONS) {
      const tail = conversation.lines.slice(conversation.lines.length - conversation.unread);
      expect(new Set(tail.map(([who]) => who)).size).toBeLessThanOrEqual(1);
      const agos = conversation.lines.map(([, ago]) => ago);
      expect(agos).toEqual([...agos].sort((a, b) => b - a));
    }
  });
});
