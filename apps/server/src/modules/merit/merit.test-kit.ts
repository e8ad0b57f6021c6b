import { randomUUID } from 'node:crypto';
import { MERIT_FORMULA, type MeritKind } from '@ibh/contract';
import type { Kysely } from 'kysely';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import type { DB } from '../../db/schema.ts';

/** Test helpers shared by the merit test files (not a test file itself). */

/** A professional (verified unless told otherwise), with a profile; verifiedAt sets when. */
export interface ProOptions {
  fullName?: string;
  verified?: boolean;
  verifiedAt?: Date;
  headline?: string;
  isPublic?: boolean;
}

export async function buildPro(db: Kysely<DB>, options: ProOptions = {}): Promise<string> {
  return (await buildProUser(db, options)).id;
}

export async function buildProUser(db: Kysely<DB>, options: ProOptions = {}): Promise<BuiltUser> {
  const user = await buildUser(db, {
    role: 'professional',
    fullName: options.fullName ?? `Pro ${randomUUID().slice(0, 6)}`,
  });
  const verified = options.verified ?? true;
  await db
    .insertInto('user_profiles')
    .values({
      user_id: user.id,
      is_verified: verified,
      verified_at: verified ? (options.verifiedAt ?? new Date('2025-01-01T00:00:00Z')) : null,
      headline: options.headline ?? 'Customer research',
      public_profile: options.isPublic ?? true,
    })
    .execute();
  return user;
}

/** Writes a ledger event directly (the triggers keep the totals), with the formula's points. */
export async function award(db: Kysely<DB>, userId: string, kind: MeritKind, occurredAt: Date, times = 1) {
  for (let i = 0; i < times; i++) {
    await db
      .insertInto('merit_events')
      .values({
        user_id: userId,
        kind,
        axis: MERIT_FORMULA[kind].axis,
        points: MERIT_FORMULA[kind].points,
        source_id: randomUUID(),
        occurred_at: occurredAt,
      })
      .execute();
  }
}
