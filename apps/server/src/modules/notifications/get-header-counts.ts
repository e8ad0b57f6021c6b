import type { HeaderCounts } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { selectCounts } from './notifications.repo.ts';

/** GET /api/me/counts: my unread notifications (the bell) and unread direct messages to me (Inbox). */
export function getHeaderCounts(ctx: AppContext, userId: string): Promise<HeaderCounts> {
  return selectCounts(ctx.db, userId);
}
