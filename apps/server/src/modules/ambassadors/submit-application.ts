import { AMBASSADOR_LIMITS, AMBASSADOR_SOURCE, parseAmbassadorApplication } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { enforceRateLimit } from '../../platform/rate-limit.ts';

export interface Applicant {
  userId: string | null;
  ip: string;
}

/**
 * POST /api/ambassador-applications (anyone). The body is checked here, not by the route schema,
 * so each of the spec's three messages comes with its own code (E_AMBASSADOR_REQUIRED,
 * E_AMBASSADOR_EMAIL, E_AMBASSADOR_TERMS) and the fields it concerns.
 *
 * Limits (decision 94): 10 a hour per client address, 5 a day per email. A second application
 * while one from the same address (case-insensitive) is pending or approved is not stored, and
 * the answer is the same as for a new one, so the form never tells a stranger who has applied.
 */
export async function submitApplication(
  ctx: Pick<AppContext, 'db'>,
  applicant: Applicant,
  body: unknown,
): Promise<{ ok: true }> {
  const parsed = parseAmbassadorApplication(body);
  if (!parsed.ok) {
    const { code, message, fields } = parsed.problem;
    const bodyFields = Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [`body.${field}`, messages ?? []]),
    );
    throw new AppError(code, message, { fields: bodyFields });
  }
  const input = parsed.value;
  await enforceRateLimit(ctx.db, `ambassador-ip:${applicant.ip}`, AMBASSADOR_LIMITS.perIp);
  await enforceRateLimit(ctx.db, `ambassador-email:${input.email.toLowerCase()}`, AMBASSADOR_LIMITS.perEmail);
  await ctx.db
    .insertInto('ambassador_applications')
    .values({
      full_name: input.fullName,
      email: input.email,
      university: input.university || null,
      country: input.country,
      socials: input.socials || null,
      why: input.why || null,
      agree: true,
      source: AMBASSADOR_SOURCE,
      user_id: applicant.userId,
    })
    .onConflict((oc) =>
      oc.column('email_key').where(sql<boolean>`status in ('pending', 'approved')`).doNothing(),
    )
    .execute();
  return { ok: true };
}
