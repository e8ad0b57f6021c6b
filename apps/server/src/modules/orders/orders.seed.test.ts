import { ORDER_API, ORDER_STATUSES } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { demoAgent, useSeededTestApp } from '../../db/seed/seed.test-kit.ts';

const t = useSeededTestApp({ runJobs: true });

const login = (email: string) => demoAgent(t.app, email);

describe('demo orders', () => {
  it('has an order in every status between the demo accounts, with a running clock, a revision, a dispute and files', async () => {
    const priya = await login('priya@demo.test');
    const list = (await priya.get(`${ORDER_API.orders}?role=professional&limit=50`)).json();
    expect(new Set(list.items.map((o: { status: string }) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const active = list.items.find((o: { status: string }) => o.status === 'in_progress');
    const detail = (await priya.get(ORDER_API.order(active.id))).json();
    expect(detail.clocks.map((c: { kind: string }) => c.kind)).toContain('auto_approve');
    expect(detail.milestones.some((m: { revisionCount: number }) => m.revisionCount > 0)).toBe(true);
    const files = (await priya.get(ORDER_API.files(active.id))).json().items;
    expect(files).toHaveLength(1);
    const link = (await priya.get(ORDER_API.download(active.id, files[0].id))).json();
    const fetched = await t.app.inject({ method: 'GET', url: link.url.replace(t.config.publicUrl, '') });
    expect(fetched.statusCode).toBe(200);
    const disputed = list.items.find((o: { status: string }) => o.status === 'disputed');
    expect((await priya.get(ORDER_API.order(disputed.id))).json().dispute.reason).toContain('competitor');
    const chat = (await priya.get(ORDER_API.messages(active.id))).json().items;
    expect(chat.length).toBeGreaterThan(0);
    const earnings = (await priya.get(ORDER_API.earnings)).json();
    expect(earnings.paidOutCents + earnings.availableCents + earnings.inClearanceCents).toBeGreaterThan(0);
  });
});
