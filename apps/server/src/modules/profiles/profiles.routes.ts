import { PROFILE_ENDPOINTS as E } from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { clearSessionCookies } from '../../platform/auth/cookies.ts';
import { requireUser } from '../../platform/auth/session.ts';
import { route } from '../../platform/endpoints.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { completeProfile } from './complete-profile.ts';
import { deleteAccount } from './delete-account.ts';
import { getProProfile } from './get-pro-profile.ts';
import { getPublicProfile } from './get-public-profile.ts';
import { getUserCards } from './get-user-cards.ts';
import { getMyProfile } from './own-profile.ts';
import type { ProfilesDeps } from './profiles.module.ts';
import { requestVerification } from './request-verification.ts';
import { updateMyProfile } from './update-profile.ts';
import { updateMySkills } from './update-skills.ts';

export async function profilesRoutes(app: FastifyInstance, deps: ProfilesDeps) {
  const { ctx } = app;
  // Profiles are personal or privacy-dependent: never stored by shared caches.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, E.me, (request) => getMyProfile(ctx, requireUser(request).id));
  route(app, E.complete, (request) => completeProfile(ctx, requireUser(request).id, request.body));
  route(app, E.update, (request) => updateMyProfile(ctx, requireUser(request).id, request.body));
  route(app, E.deleteAccount, async (request, reply) => {
    await deleteAccount(ctx, deps, requireUser(request).id, request.log);
    clearSessionCookies(reply, ctx.config);
    return { ok: true as const };
  });
  route(app, E.skills, (request) => updateMySkills(ctx, requireUser(request).id, request.body.skills));
  route(app, E.verification, (request) => requestVerification(ctx, requireUser(request).id, request.body));
  route(app, E.profile, (request) => getPublicProfile(ctx, request.params.userId, request.user?.id ?? null));
  route(app, E.pro, (request) => getProProfile(ctx, request.params.userId, request.user?.id ?? null));
  route(app, E.cards, (request) => {
    requireUser(request);
    return getUserCards(ctx, request.body.ids);
  });

  await app.register(avatarRoutes);
}
