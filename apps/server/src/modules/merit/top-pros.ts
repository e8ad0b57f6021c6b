import { MERIT, type ProfessionalCard, TIME, type TopPros } from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { signAvatarUrl } from '../profiles/avatar-url.ts';
import { nameOf } from '../profiles/profile-view.ts';
import { recentPointsOf, toMeritData, totalsColumns } from './merit-read.ts';

export interface TopProsOptions {
  /** Signs avatar URLs (without it cards carry no avatar URL). */
  storage?: Storage;
  /** The dailyRotation flag (001 section 6); default on. */
  dailyRotation?: boolean;
}

/**
 * The candidates' columns: a ranked professional (merit_ranking holds exactly the verified
 * professionals with a public profile, migration 0029) with their card and totals.
 */
function candidates(db: Executor) {
  return db
    .selectFrom('merit_ranking as r')
    .innerJoin('people as u', 'u.id', 'r.user_id')
    .leftJoin('merit_totals as t', 't.user_id', 'u.id')
    .select([
      'u.id as user_id',
      'u.id',
      'u.full_name',
      'u.role',
      'u.display_name',
      'u.avatar_path',
      sql<string | null>`coalesce(nullif(btrim(u.pro_headline), ''), u.headline, u.tagline)`.as('headline'),
      sql<Date | null>`coalesce(u.verified_at, u.pro_verified_at)`.as('verified_at'),
      ...totalsColumns,
    ]);
}
type CandidateRow = Awaited<ReturnType<ReturnType<typeof candidates>['execute']>>[number];

/** Sort key of the name tie-break: the shown name, case-insensitive. */
function nameKey(row: CandidateRow): string {
  return nameOf(row).toLocaleLowerCase('en');
}

interface Ranked {
  row: CandidateRow;
  card: Omit<ProfessionalCard, 'rank' | 'avatarUrl'>;
}

/** Ranks: lifetime merit, then recent deliver points, then name (001 section 9). */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    b.card.merit.lifetimeTotal - a.card.merit.lifetimeTotal ||
    b.card.merit.recentPoints.deliver - a.card.merit.recentPoints.deliver ||
    nameKey(a.row).localeCompare(nameKey(b.row), 'en') ||
    a.row.id.localeCompare(b.row.id)
  );
}

/** Days since the epoch, in UTC: the rotation's step. */
export function utcDayNumber(now: Date): number {
  return Math.floor(now.getTime() / TIME.DAY);
}

/**
 * How many of the top places rotate (decision 88): 10% of those shown, rounded up, and at least two
 * (rotating one card would change nothing); none when fewer than MERIT.topRotateMinShown are shown.
 */
export function rotatedCount(shown: number): number {
  if (shown < MERIT.topRotateMinShown) return 0;
  return Math.min(shown, Math.max(2, Math.ceil(shown * MERIT.topRotateFraction)));
}

/** The top `rotatedCount` places shift by one each UTC day; the rest stay in merit order. */
export function rotateByDay<T>(items: readonly T[], now: Date): T[] {
  const k = rotatedCount(items.length);
  if (k < 2) return [...items];
  const shift = utcDayNumber(now) % k;
  const top = items.slice(0, k);
  return [...top.slice(shift), ...top.slice(0, shift), ...items.slice(k)];
}

/** Whether a card had no merit event counting in the last 90 days. */
function inactive(card: Pick<ProfessionalCard, 'merit'>): boolean {
  const r = card.merit.recentPoints;
  return r.deliver === 0 && r.give === 0 && r.community === 0;
}

/** Rising professionals are shown when more than 60% of at least 6 shown are inactive (001 section 9). */
export function risingWanted(shown: readonly Pick<ProfessionalCard, 'merit'>[]): boolean {
  if (shown.length < MERIT.risingMinShown) return false;
  const idle = shown.filter(inactive).length;
  return idle / shown.length > MERIT.risingInactiveShare;
}

async function rank(db: Executor, rows: CandidateRow[], now: Date): Promise<Ranked[]> {
  const recent = await recentPointsOf(db, rows, now);
  return rows
    .map((row) => ({
      row,
      card: {
        userId: row.id,
        fullName: nameOf(row),
        displayName: row.display_name,
        headline: row.headline,
        isVerified: true,
        role: row.role,
        verifiedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
        merit: toMeritData(row, recent.get(row.id) ?? { deliver: 0, give: 0, community: 0 }),
      },
    }))
    .sort(compareRanked);
}

async function toCards(items: readonly Ranked[], ranks: readonly number[], storage?: Storage) {
  return Promise.all(
    items.map(
      async (item, i): Promise<ProfessionalCard> => ({
        ...item.card,
        avatarUrl: storage ? await signAvatarUrl(storage, item.row.avatar_path) : null,
        rank: ranks[i] as number,
      }),
    ),
  );
}

/**
 * Top Merit Professionals and rising professionals (001 sections 2.7, 9). A pool of 24 verified
 * professionals by lifetime merit (the stored ranking of migration 0029), re-ranked with fresh recent
 * deliver points and names; 12 shown, the top places rotated by UTC day when at least 10 are
 * shown; `rank` is the merit rank (rotation changes the order, never the rank). Rising: verified
 * within 30 days, 12 fetched, 6 shown, when more than 60% of at least 6 shown had no recent activity.
 * The home endpoint and GET /api/merit/top both call this.
 */
export async function loadTopPros(db: Executor, now: Date, options: TopProsOptions = {}): Promise<TopPros> {
  // The pool walks merit_ranking_top: lifetime merit, stored recent deliver points, name, id.
  const poolRows = await candidates(db)
    .orderBy('r.lifetime_total', 'desc')
    .orderBy('r.recent_deliver', 'desc')
    .orderBy('r.name_key')
    .orderBy('r.user_id')
    .limit(MERIT.topPool)
    .execute();
  const ranked = (await rank(db, poolRows, now)).slice(0, MERIT.topShown);
  const order = options.dailyRotation === false ? ranked : rotateByDay(ranked, now);
  const pros = await toCards(
    order,
    order.map((item) => ranked.indexOf(item) + 1),
    options.storage,
  );
  if (!risingWanted(pros)) return { pros, rising: [] };

  const shownIds = pros.map((card) => card.userId);
  const since = new Date(now.getTime() - MERIT.risingVerifiedWithinDays * TIME.DAY);
  // On merit_ranking_rising, newest verified first.
  const risingRows = await candidates(db)
    .where('r.verified_at', '>=', since)
    .where('r.user_id', 'not in', shownIds)
    .orderBy('r.verified_at', 'desc')
    .orderBy('r.user_id')
    .limit(MERIT.risingFetched)
    .execute();
  const rising = (await rank(db, risingRows, now)).slice(0, MERIT.risingShown);
  return {
    pros,
    rising: await toCards(
      rising,
      rising.map((_, i) => i + 1),
      options.storage,
    ),
  };
}

/** Top pros as the app serves them (GET /api/merit/top and GET /api/home): signed avatars, the flag. */
export function loadTopProsFor(ctx: AppContext): Promise<TopPros> {
  return loadTopPros(ctx.db, ctx.clock.now(), {
    storage: ctx.storage,
    dailyRotation: ctx.config.flags.dailyRotation,
  });
}
