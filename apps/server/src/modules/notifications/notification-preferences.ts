import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationCategory,
  type NotificationPreferences,
} from '@ibh/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';

/** A stored row's values, or the defaults when the person never changed them. */
interface StoredPreferences {
  collab: boolean | null;
  proshop: boolean | null;
  system: boolean | null;
  email: boolean | null;
  push: boolean | null;
}

export function withDefaults(row: Partial<StoredPreferences> | undefined): NotificationPreferences {
  const d = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    collab: row?.collab ?? d.collab,
    proshop: row?.proshop ?? d.proshop,
    system: row?.system ?? d.system,
    email: row?.email ?? d.email,
    push: row?.push ?? d.push,
  };
}

/** 000 section 3: a category is sent unless its preference is explicitly false. */
export function wantsCategory(prefs: Partial<StoredPreferences> | undefined, category: NotificationCategory) {
  return prefs?.[category] !== false;
}

async function loadPreferences(db: Executor, userId: string): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['collab', 'proshop', 'system', 'email', 'push'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return withDefaults(row);
}

/** GET /api/me/notification-preferences: all five, defaults for what was never set. */
export function getPreferences(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return loadPreferences(ctx.db, userId);
}

/** PUT /api/me/notification-preferences: changes what was sent, keeps the rest; returns all five. */
export async function updatePreferences(
  ctx: AppContext,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => typeof value === 'boolean'),
  ) as Partial<NotificationPreferences>;
  if (Object.keys(set).length === 0) return loadPreferences(ctx.db, userId);
  const row = await ctx.db
    .insertInto('notification_preferences')
    .values({ ...withDefaults(undefined), ...set, user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...set, updated_at: sql<Date>`now()` }))
    .returning(['collab', 'proshop', 'system', 'email', 'push'])
    .executeTakeFirstOrThrow();
  return withDefaults(row);
}
