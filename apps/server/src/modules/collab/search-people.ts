import { IDEA_LIMITS, type IdeaPerson } from '@ibh/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import { toIdeaPeople } from '../people/person-view.ts';

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /api/users/search?q=: public, onboarded people whose full or display name contains q
 * (case-insensitive), not the caller, at most IDEA_LIMITS.peopleSearchMax, by name.
 */
export async function searchPeople(
  ctx: AppContext,
  callerId: string,
  q: string,
): Promise<{ items: IdeaPerson[] }> {
  const pattern = containsPattern(q);
  const rows = await ctx.db
    .selectFrom('people as u')
    .select([
      'u.id',
      'u.full_name',
      'u.role',
      'u.display_name',
      'u.avatar_path',
      'u.headline',
      'u.tagline',
      'u.country',
      'u.is_verified',
    ])
    .where('u.public_profile', '=', true)
    .where('u.onboard_complete', '=', true)
    .where('u.id', '<>', callerId)
    .where(sql<boolean>`(u.full_name ilike ${pattern} or u.display_name ilike ${pattern})`)
    .orderBy(sql`lower(coalesce(nullif(u.full_name, ''), u.display_name, ''))`)
    .orderBy('u.id')
    .limit(IDEA_LIMITS.peopleSearchMax)
    .execute();
  return { items: await toIdeaPeople(ctx.storage, rows) };
}
