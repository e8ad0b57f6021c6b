import {
  ADMIN_EVENTS,
  type AdminPro,
  type ProVerificationFilter,
  type SetVerificationRequest,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { emitEvent } from '../../platform/events.ts';
import type { AdminActor } from '../admin-audit/admin-audit.ts';
import { withAdminAudit } from '../admin-audit/admin-audit.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { setProVerification } from '../profiles/set-verification.ts';
import { listedServicesOf, publishedServicesOf } from '../shop/service-counts.ts';

const verifiedSql = sql<boolean>`(coalesce(u.is_verified, false) or coalesce(u.pro_verified, false))`;
const LIST_LIMIT = 200;

function prosQuery(db: Executor) {
  return db
    .selectFrom('people as u')
    .select([
      'u.id',
      'u.email',
      'u.full_name',
      'u.display_name',
      sql<string | null>`coalesce(u.pro_headline, u.headline)`.as('headline'),
      verifiedSql.as('verified'),
      sql<Date | null>`coalesce(u.verified_at, u.pro_verified_at)`.as('verified_at'),
      sql<boolean>`coalesce(u.verification_requested, false)`.as('verification_requested'),
      'u.verification_status',
      'u.linkedin_url',
      'u.org_email',
      publishedServicesOf('u.id').as('published'),
      listedServicesOf('u.id').as('listed'),
      sql<Date>`coalesce(u.profile_updated_at, u.created_at)`.as('touched'),
    ])
    .where('u.role', 'in', ['professional', 'pro']);
}

type ProRow = Awaited<ReturnType<ReturnType<typeof prosQuery>['execute']>>[number];

function toAdminPro(r: ProRow): AdminPro {
  return {
    userId: r.id,
    name: nameOf({ id: r.id, full_name: r.full_name, display_name: r.display_name }),
    email: r.email,
    headline: r.headline,
    verified: r.verified,
    verifiedAt: r.verified_at ? new Date(r.verified_at).toISOString() : null,
    verificationRequested: r.verification_requested,
    verificationStatus: r.verification_status,
    linkedinUrl: r.linkedin_url,
    orgEmail: r.org_email,
    publishedServices: Number(r.published),
    listedServices: Number(r.listed),
  };
}

/** GET /api/admin/pros: requested (a pending /verify request), unverified, or verified. */
export async function listPros(ctx: AppContext, filter: ProVerificationFilter = 'requested') {
  let query = prosQuery(ctx.db);
  if (filter === 'requested') {
    query = query.where('u.verification_status', '=', 'pending').where(sql<boolean>`not ${verifiedSql}`);
  } else if (filter === 'verified') {
    query = query.where(verifiedSql);
  } else {
    query = query.where(sql<boolean>`not ${verifiedSql}`);
  }
  const rows = await query.orderBy('touched', 'desc').orderBy('u.id').limit(LIST_LIMIT).execute();
  return { items: rows.map(toAdminPro) };
}

/** What the professional is told when their verification changes. */
function verificationMessage(verified: boolean, note: string | null): string {
  const noted = note ? ` Note: ${note}` : '';
  return verified
    ? `You are now a Verified Professional: your badge shows on your profile and your published services are listed in the shop.${noted}`
    : `Your professional verification was removed; your services are not listed until you are verified again.${noted}`;
}

/**
 * POST /api/admin/pros/:userId/verification: verify or unverify, with a note, in one audited
 * transaction (pro_verified / pro_unverified) with the admin_verification_changed event whose
 * subscriber notifies the professional after commit.
 * An admin may not change their own verification (E_SELF_VERIFY).
 */
export async function setVerification(
  ctx: AppContext,
  admin: AdminActor,
  userId: string,
  input: SetVerificationRequest,
): Promise<AdminPro> {
  // Nobody judges their own case (issue 26): another admin verifies (or unverifies) an admin.
  if (userId === admin.id) throw new AppError('E_SELF_VERIFY');
  const note = input.note?.trim() || null;
  const pro = await withAdminAudit(
    ctx,
    admin,
    input.verified ? 'pro_verified' : 'pro_unverified',
    async (trx) => {
      const { changed, wasRequested } = await setProVerification(
        trx,
        userId,
        input.verified,
        ctx.clock.now(),
      );
      const row = await prosQuery(trx).where('u.id', '=', userId).executeTakeFirst();
      if (!row) throw new AppError('E_NOT_FOUND');
      // The notice commits with the change; the subscriber (admin.events.ts) sends it after commit.
      if (changed) {
        await emitEvent(trx, {
          type: ADMIN_EVENTS.verificationChanged,
          actorId: admin.id,
          payload: { userId, message: verificationMessage(input.verified, note) },
        });
      }
      return {
        result: { pro: toAdminPro(row), changed },
        targetId: userId,
        details: { note, changed, request: wasRequested },
      };
    },
  );
  return pro.pro;
}
