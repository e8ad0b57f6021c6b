import type { AmbassadorApplicationDetail } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { type AdminActor, withAdminAudit } from '../admin-audit/admin-audit.ts';
import { lockApplication, toApplicationDetail } from './ambassadors.repo.ts';
import { applicationMachine, applicationStateOf } from './application.machine.ts';

/**
 * Approve or decline (decision 94): the row is locked, the machine answers the next state or the
 * coded refusal, and the change and its admin_logs row commit together.
 */
export function reviewApplication(
  ctx: Pick<AppContext, 'db'>,
  admin: AdminActor,
  id: string,
  action: 'approve' | 'decline',
): Promise<AmbassadorApplicationDetail> {
  const logged = action === 'approve' ? 'ambassador_application_approved' : 'ambassador_application_declined';
  return withAdminAudit(ctx, admin, logged, async (trx) => {
    const row = await lockApplication(trx, id);
    const next = applicationMachine.transition(applicationStateOf(row), action, 'admin');
    const now = new Date();
    const updated = await trx
      .updateTable('ambassador_applications')
      .set({ status: next, reviewed_by: admin.id, reviewed_at: now, updated_at: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      result: toApplicationDetail(updated),
      targetId: id,
      details: { from: row?.status, to: next, name: updated.full_name },
    };
  });
}
