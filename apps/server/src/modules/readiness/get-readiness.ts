import type { MyReadiness } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { assertProfileVisible } from '../profiles/profiles.policy.ts';
import { selectReadiness } from './readiness.repo.ts';
import { toExplanation, toMyReadiness, toPublicReadiness } from './readiness-view.ts';

/** GET /api/profiles/me/readiness: the owner's readiness with the private ARR amount and deck URL. */
export async function getMyReadiness(ctx: AppContext, userId: string): Promise<MyReadiness> {
  return toMyReadiness(await selectReadiness(ctx.db, userId));
}

/** GET /api/profiles/:userId/readiness: public facts and score; hidden with a private profile. */
export async function getPublicReadiness(ctx: AppContext, userId: string, viewerId: string | null) {
  await assertProfileVisible(ctx.db, userId, viewerId);
  return toPublicReadiness(userId, await selectReadiness(ctx.db, userId));
}

/** GET /api/profiles/:userId/readiness/explanation: how the score is made up. */
export async function getReadinessExplanation(ctx: AppContext, userId: string, viewerId: string | null) {
  await assertProfileVisible(ctx.db, userId, viewerId);
  return toExplanation(userId, await selectReadiness(ctx.db, userId));
}
