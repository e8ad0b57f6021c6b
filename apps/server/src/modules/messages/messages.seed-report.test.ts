import { MESSAGE_API, MODERATION_API } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_REPORT } from './messages.seed-report.ts';

const t = useSeededTestApp();
const signedIn = (email: string) => demoAgent(t.app, email);

describe('the demo reported message', () => {
  it('waits in the admin’s Reports queue, open, with its reason, excerpt, author and reporter', async () => {
    const admin = await signedIn('admin@demo.test');
    const res = await admin.get(`${MODERATION_API.list}?status=open`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      reason: string;
      status: string;
      subject: { excerpt: string; hidden: boolean };
      author: { name: string };
      reporter: { name: string } | null;
    }[];
    const demo = items.find((r) => r.reason === DEMO_REPORT.reason);
    expect(demo).toMatchObject({
      status: 'open',
      subject: { excerpt: DEMO_REPORT.body, hidden: false },
      author: { name: 'Noah Johnson' },
      reporter: { name: 'Leo Martins' },
    });
  });

  it('is in Leo’s conversation with its sender, and Leo cannot report it twice', async () => {
    const leo = await signedIn(DEMO_REPORT.to);
    const conversations = (await leo.get(MESSAGE_API.conversations)).json().items as {
      user: { id: string; fullName: string };
    }[];
    const noah = conversations.find((c) => c.user.fullName === 'Noah Johnson');
    expect(noah?.user.fullName).toBe('Noah Johnson');
    const thread = (await leo.get(MESSAGE_API.thread(noah?.user.id ?? ''))).json();
    const message = (thread.messages as { id: string; body: string }[]).find(
      (m) => m.body === DEMO_REPORT.body,
    );
    expect(message?.body).toBe(DEMO_REPORT.body);
    const again = await leo.post(MESSAGE_API.report(message?.id ?? ''), { reason: 'Again' });
    expect(again.statusCode).toBe(409);
  });
});
