import { randomUUID } from 'node:crypto';
import { MERIT_FORMULA, MERIT_KINDS, type MeritKind } from '@ibh/contract';
import type { Kysely, Updateable } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-server.ts';
import type { DB } from '../../db/schema.ts';
import { buildIdea } from '../collab/collab.fixtures.ts';

/**
 * The formula as the ledger applies it: every event kind, written the way the app writes its
 * source row, gives the contract's points on the contract's axis to the right person (and takes
 * them back where the formula says so). Rows are written directly: the triggers must hold for
 * any code path.
 */
const t = useTestApp();
const db = (): Kysely<DB> => t.app.ctx.db;
const setOrder = (id: string, values: Updateable<DB['service_orders']>) =>
  db().updateTable('service_orders').set(values).where('id', '=', id).execute();
const setMilestone = (id: string, values: Updateable<DB['order_milestones']>) =>
  db().updateTable('order_milestones').set(values).where('id', '=', id).execute();
const setTestimonial = (id: string, values: Updateable<DB['testimonials']>) =>
  db().updateTable('testimonials').set(values).where('id', '=', id).execute();
const setTask = (id: string, values: Updateable<DB['workspace_tasks']>) =>
  db().updateTable('workspace_tasks').set(values).where('id', '=', id).execute();

async function pro(verified = true) {
  const user = await buildUser(db(), { role: 'professional', fullName: `Pro ${randomUUID().slice(0, 4)}` });
  await db().insertInto('pro_profiles').values({ user_id: user.id, verified }).execute();
  return user.id;
}

async function events(userId: string) {
  return db()
    .selectFrom('merit_events')
    .select(['kind', 'axis', 'points', 'source_id'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

async function totals(userId: string) {
  return db()
    .selectFrom('merit_totals')
    .select(['deliver', 'give', 'community', 'lifetime_total', 'recent_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

function expectEvent(rows: Awaited<ReturnType<typeof events>>, kind: MeritKind, count = 1): void {
  const own = rows.filter((row) => row.kind === kind);
  expect(own, kind).toHaveLength(count);
  for (const row of own) {
    expect(row.axis).toBe(MERIT_FORMULA[kind].axis);
    expect(row.points).toBe(MERIT_FORMULA[kind].points);
  }
}

async function order(proId: string, buyerId: string, paidAt = new Date('2026-03-01T10:00:00Z')) {
  const row = await db()
    .insertInto('service_orders')
    .values({
      buyer_id: buyerId,
      pro_id: proId,
      service_title: 'Validation sprint',
      service_category: 'research',
      package_name: 'Basic',
      package_tier: 'basic',
      package_days: 7,
      subtotal_cents: 10000,
      price_cents: 10000,
      idempotency_key: randomUUID(),
      status: 'in_progress',
      paid_at: paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function evidenceOf(ownerId: string) {
  const entry = await db()
    .insertInto('evidence_entries')
    .values({ owner_id: ownerId, context_kind: 'standalone' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const version = await db()
    .insertInto('evidence_versions')
    .values({ evidence_id: entry.id, version: 1, title: 'Interviews', created_by: ownerId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { evidenceId: entry.id, versionId: version.id };
}

let buyer: string;
let owner: string;
beforeAll(async () => {
  buyer = (await buildUser(db(), { fullName: 'Bea Buyer' })).id;
  owner = (await buildUser(db(), { fullName: 'Owen Owner' })).id;
});

describe('merit formula', () => {
  it('is the same in the contract and in the ledger the triggers read', async () => {
    const rows = await db().selectFrom('merit_kinds').selectAll().orderBy('kind').execute();
    expect(Object.fromEntries(rows.map((row) => [row.kind, { axis: row.axis, points: row.points }]))).toEqual(
      Object.fromEntries(
        MERIT_KINDS.map((kind) => [
          kind,
          { axis: MERIT_FORMULA[kind].axis, points: MERIT_FORMULA[kind].points },
        ]),
      ),
    );
    // Deliver holds the negatives: disputes and revision requests count against.
    expect(MERIT_FORMULA.dispute_opened.points).toBeLessThan(0);
    expect(MERIT_FORMULA.revision_requested.points).toBeLessThan(0);
  });

  it('Deliver: completed orders, on-time milestones and fast first responses add; disputes and revisions subtract', async () => {
    const p = await pro();
    const fast = await order(p, buyer);
    await setOrder(fast, { first_response_at: new Date('2026-03-01T11:30:00Z') });
    const slow = await order(p, buyer);
    await setOrder(slow, { first_response_at: new Date('2026-03-01T15:00:01Z') });

    const due = new Date('2026-03-05T00:00:00Z');
    const [onTime, late] = await db()
      .insertInto('order_milestones')
      .values([
        { order_id: fast, position: 1, title: 'Plan', due_date: due, amount_cents: 5000 },
        { order_id: fast, position: 2, title: 'Report', due_date: due, amount_cents: 5000 },
      ])
      .returning('id')
      .execute();
    await setMilestone(onTime?.id as string, { revision_count: 1, status: 'revisions' });
    await setMilestone(onTime?.id as string, { revision_count: 2 });
    await setMilestone(onTime?.id as string, {
      status: 'approved',
      submitted_at: new Date('2026-03-04T00:00:00Z'),
      approved_at: new Date('2026-03-06T00:00:00Z'),
    });
    await setMilestone(late?.id as string, {
      status: 'approved',
      submitted_at: new Date('2026-03-06T00:00:00Z'),
      approved_at: new Date('2026-03-06T00:00:00Z'),
    });
    await setOrder(fast, { status: 'completed', completed_at: new Date('2026-03-06T00:00:00Z') });
    // A second save of a completed order earns nothing more.
    await setOrder(fast, { status: 'completed' });

    const rows = await events(p);
    expectEvent(rows, 'order_completed');
    expectEvent(rows, 'fast_first_response');
    expectEvent(rows, 'milestone_on_time');
    expectEvent(rows, 'revision_requested', 2);
    expect(rows.find((row) => row.kind === 'milestone_on_time')?.source_id).toBe(onTime?.id);
    const deliver = 40 + 8 + 10 - 5 - 5;
    expect(await totals(p)).toMatchObject({
      deliver,
      give: 0,
      community: 0,
      lifetime_total: deliver,
      recent_at: null,
    });
  });

  it("Deliver: a buyer's dispute costs points until it is resolved by completing the order; a professional's costs none", async () => {
    const p = await pro();
    const o = await order(p, buyer);
    const [byBuyer] = await db()
      .insertInto('order_disputes')
      .values({
        order_id: o,
        opened_by: buyer,
        opened_by_role: 'buyer',
        from_status: 'in_progress',
        reason: 'Late',
      })
      .returning('id')
      .execute();
    expectEvent(await events(p), 'dispute_opened');
    expect((await totals(p))?.deliver).toBe(-30);
    // An axis below zero counts as zero in the total.
    expect((await totals(p))?.lifetime_total).toBe(0);
    await db()
      .updateTable('order_disputes')
      .set({ resolution: 'completed', resolved_at: new Date() })
      .where('id', '=', byBuyer?.id as string)
      .execute();
    expectEvent(await events(p), 'dispute_opened', 0);
    expect((await totals(p))?.deliver).toBe(0);

    const o2 = await order(p, buyer);
    await db()
      .insertInto('order_disputes')
      .values({
        order_id: o2,
        opened_by: p,
        opened_by_role: 'professional',
        from_status: 'in_progress',
        reason: 'Silent',
      })
      .execute();
    expectEvent(await events(p), 'dispute_opened', 0);
  });

  it("Give: co-signs, attestations and upvotes on others' evidence; taking an upvote back takes its points", async () => {
    const p = await pro();
    const { evidenceId, versionId } = await evidenceOf(owner);
    await db()
      .insertInto('evidence_cosigns')
      .values({ evidence_id: evidenceId, signer_user_id: p, version_id: versionId })
      .execute();
    await db()
      .insertInto('evidence_attestations')
      .values(
        (['clarity', 'feasibility'] as const).map((axis) => ({
          evidence_id: evidenceId,
          evidence_version_id: versionId,
          pro_user_id: p,
          axis,
          rating: 'good' as const,
          depth: 'medium' as const,
          public_note: 'Solid',
        })),
      )
      .execute();
    await db()
      .insertInto('evidence_upvotes')
      .values({ evidence_id: evidenceId, user_id: p, is_pro: true })
      .execute();
    // Upvoting one's own evidence earns nothing.
    const own = await evidenceOf(p);
    await db()
      .insertInto('evidence_upvotes')
      .values({ evidence_id: own.evidenceId, user_id: p, is_pro: true })
      .execute();

    let rows = await events(p);
    expectEvent(rows, 'cosign');
    expectEvent(rows, 'attestation', 2);
    expectEvent(rows, 'upvote');
    expect((await totals(p))?.give).toBe(15 + 6 + 6 + 2);

    await db()
      .deleteFrom('evidence_upvotes')
      .where('evidence_id', '=', evidenceId)
      .where('user_id', '=', p)
      .execute();
    rows = await events(p);
    expectEvent(rows, 'upvote', 0);
    expect((await totals(p))?.give).toBe(15 + 6 + 6);
  });

  it('Community: comments, useful marks received, approved testimonials and help in workspaces of ideas one does not own', async () => {
    const p = await pro();
    const idea = await buildIdea(db(), owner);
    const ownIdea = await buildIdea(db(), p);
    const [comment] = await db()
      .insertInto('idea_comments')
      .values([{ idea_id: idea, user_id: p, body: 'Have you priced it?' }])
      .returning('id')
      .execute();
    const { evidenceId } = await evidenceOf(p);
    await db().insertInto('evidence_useful').values({ evidence_id: evidenceId, user_id: owner }).execute();
    // One's own mark on one's own evidence earns nothing.
    await db().insertInto('evidence_useful').values({ evidence_id: evidenceId, user_id: p }).execute();
    const testimonial = await db()
      .insertInto('testimonials')
      .values({ user_id: p, name: 'Pro', country: 'Portugal', quote: 'x'.repeat(50), updated_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expectEvent(await events(p), 'testimonial_approved', 0);
    await setTestimonial(testimonial.id, { is_approved: true });
    // Two chat messages the same day in someone else's workspace count once; one's own idea never.
    const at = new Date('2026-03-02T10:00:00Z');
    await db()
      .insertInto('workspace_messages')
      .values([
        { idea_id: idea, sender_id: p, body: 'Hello', created_at: at },
        { idea_id: idea, sender_id: p, body: 'Again', created_at: new Date(at.getTime() + 60_000) },
        { idea_id: ownIdea, sender_id: p, body: 'Mine', created_at: at },
      ])
      .execute();
    const [task] = await db()
      .insertInto('workspace_tasks')
      .values([
        { idea_id: idea, title: 'Interview clinics', assignee_id: p, updated_at: new Date() },
        { idea_id: ownIdea, title: 'My own task', assignee_id: p, status: 'done', updated_at: new Date() },
      ])
      .returning('id')
      .execute();
    await setTask(task?.id as string, { status: 'done' });

    let rows = await events(p);
    expectEvent(rows, 'comment');
    expectEvent(rows, 'useful_received');
    expectEvent(rows, 'testimonial_approved');
    expectEvent(rows, 'workspace_help');
    expectEvent(rows, 'workspace_task_done');
    expect((await totals(p))?.community).toBe(3 + 4 + 15 + 4 + 6);

    // Undone: the comment deleted, the testimonial unapproved, the task reopened.
    await db()
      .deleteFrom('idea_comments')
      .where('id', '=', comment?.id as string)
      .execute();
    await setTestimonial(testimonial.id, { is_approved: false });
    await setTask(task?.id as string, { status: 'doing' });
    rows = await events(p);
    expect(rows.map((row) => row.kind).sort()).toEqual(['useful_received', 'workspace_help']);
    expect((await totals(p))?.community).toBe(4 + 4);
  });

  it('records nothing for people who are not professionals, and gives every verified professional a totals row', async () => {
    const idea = await buildIdea(db(), owner);
    await db().insertInto('idea_comments').values({ idea_id: idea, user_id: buyer, body: 'Nice' }).execute();
    expect(await events(buyer)).toEqual([]);
    expect(await totals(buyer)).toBeUndefined();

    const fresh = await pro(false);
    expect(await totals(fresh)).toBeUndefined();
    await db().updateTable('pro_profiles').set({ verified: true }).where('user_id', '=', fresh).execute();
    expect(await totals(fresh)).toMatchObject({ deliver: 0, give: 0, community: 0, lifetime_total: 0 });
  });

  it('deleting an account removes its ledger and totals', async () => {
    const p = await pro();
    const idea = await buildIdea(db(), owner);
    await db().insertInto('idea_comments').values({ idea_id: idea, user_id: p, body: 'Hi' }).execute();
    await db().deleteFrom('users').where('id', '=', p).execute();
    expect(await events(p)).toEqual([]);
    expect(await totals(p)).toBeUndefined();
  });
});
