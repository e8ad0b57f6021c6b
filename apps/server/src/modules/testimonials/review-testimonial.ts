import type { AdminAction, TestimonialDetail, TestimonialInputParsed } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { testimonialMachine, testimonialStateOf } from './testimonial.machine.ts';
import { lockTestimonial, testimonialColumns, toTestimonialDetail } from './testimonials.repo.ts';

type Ctx = Pick<AppContext, 'db'>;

/**
 * Approve or unapprove (000 section 4), as the table allows: the row is locked, the machine
 * answers the next state or the coded refusal, and the change and its admin_logs row commit together.
 */
export function setTestimonialApproval(
  ctx: Ctx,
  admin: AdminActor,
  id: string,
  action: 'approve' | 'unapprove',
): Promise<TestimonialDetail> {
  const logged: AdminAction = action === 'approve' ? 'testimonial_approved' : 'testimonial_unapproved';
  return withAdminAudit(ctx, admin, logged, async (trx) => {
    const row = await lockTestimonial(trx, id);
    const next = testimonialMachine.transition(testimonialStateOf(row), action, 'admin');
    const updated = await trx
      .updateTable('testimonials')
      .set({ is_approved: next === 'approved', updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { result: toTestimonialDetail(updated, 'admin'), targetId: id, details: { name: updated.name } };
  });
}

/** An admin's edit: every field again, validated like a submission; the approval stays. */
export function updateTestimonial(
  ctx: Ctx,
  admin: AdminActor,
  id: string,
  input: TestimonialInputParsed,
): Promise<TestimonialDetail> {
  return withAdminAudit(ctx, admin, 'testimonial_updated', async (trx) => {
    const row = await lockTestimonial(trx, id);
    testimonialMachine.transition(testimonialStateOf(row), 'edit', 'admin');
    const columns = testimonialColumns(input);
    const updated = await trx
      .updateTable('testimonials')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changed = Object.keys(columns).filter(
      (key) => row?.[key as keyof typeof columns] !== columns[key as keyof typeof columns],
    );
    return { result: toTestimonialDetail(updated, 'admin'), targetId: id, details: { changed } };
  });
}

export function deleteTestimonial(ctx: Ctx, admin: AdminActor, id: string): Promise<{ ok: true }> {
  return withAdminAudit(ctx, admin, 'testimonial_deleted', async (trx) => {
    const row = await lockTestimonial(trx, id);
    testimonialMachine.transition(testimonialStateOf(row), 'delete', 'admin');
    await trx.deleteFrom('testimonials').where('id', '=', id).execute();
    return {
      result: { ok: true as const },
      targetId: id,
      details: { name: row?.name, wasApproved: row?.is_approved },
    };
  });
}
