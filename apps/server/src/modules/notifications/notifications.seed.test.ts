import { COLLAB_API, NOTIFICATION_API, type Notification } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';
import { DEMO_ACCOUNTS } from '../auth/auth.seed.ts';

const t = useSeededTestApp();

const signIn = (email: string) => demoAgent(t.app, email);

async function allOf(agent: Agent): Promise<Notification[]> {
  return (await agent.get(`${NOTIFICATION_API.list}?limit=100`)).json().items;
}

describe('demo notifications', () => {
  it('give every demo account a few, some read and some unread, with a matching badge', async () => {
    for (const { email } of DEMO_ACCOUNTS) {
      const agent = await signIn(email);
      const items = await allOf(agent);
      expect(items.length, email).toBeGreaterThanOrEqual(3);
      expect(
        items.some((n) => n.isRead),
        email,
      ).toBe(true);
      const unread = items.filter((n) => !n.isRead).length;
      expect(unread, email).toBeGreaterThan(0);
      expect((await agent.get(NOTIFICATION_API.counts)).json().notifications, email).toBe(unread);
      expect(
        items.map((n) => n.type),
        email,
      ).toContain('welcome');
      for (const n of items) expect(n.body, `${email} ${n.type}`).not.toMatch(/\{\{/);
    }
  });

  it('hold an open Accept / Decline notice for each pending request on a demo owner’s idea', async () => {
    const ava = await signIn('ava@demo.test');
    const pending = await t.database.db
      .selectFrom('idea_collab_interest as c')
      .innerJoin('ideas as i', 'i.id', 'c.idea_id')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select('c.id')
      .where('u.email', '=', 'ava@demo.test')
      .where('c.status', '=', 'pending')
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    const open = (await allOf(ava)).filter((n) => n.type === 'collab_request_received' && !n.resolved);
    expect(open.map((n) => n.actionData.collaborationId).sort()).toEqual(pending.map((r) => r.id).sort());
    // And it acts: accepting from the notification accepts the request.
    const first = open[0] as Notification;
    const res = await ava.post(NOTIFICATION_API.act(first.id), { action: 'accept_collaboration' });
    expect(res.json()).toMatchObject({ resolved: true, resolution: 'accepted' });
    const list = (await ava.get(COLLAB_API.requests(first.actionData.ideaId as string))).json();
    expect(list.accepted.map((r: { id: string }) => r.id)).toContain(first.actionData.collaborationId);
  });

  it('hold an open notice for each team invite waiting for a demo account', async () => {
    for (const email of ['priya@demo.test', 'sam@demo.test']) {
      const agent = await signIn(email);
      const waiting = (await agent.get(COLLAB_API.myTeamInvites)).json().items as { id: string }[];
      expect(waiting.length, email).toBeGreaterThan(0);
      const open = (await allOf(agent)).filter((n) => n.type === 'team_invite_received' && n.actionable);
      expect(open.map((n) => n.actionData.teamInviteId).sort(), email).toEqual(
        waiting.map((i) => i.id).sort(),
      );
    }
  });
});
