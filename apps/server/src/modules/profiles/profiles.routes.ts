import {
  CompleteProfileRequestSchema,
  DeleteAccountRequestSchema,
  MyProfileSchema,
  OkSchema,
  PROFILE_API,
  ProProfileSchema,
  PublicProfileSchema,
  SkillsResponseSchema,
  UpdateProfileRequestSchema,
  UpdateSkillsRequestSchema,
  UserCardsRequestSchema,
  UserCardsResponseSchema,
  UserIdParamsSchema,
  VerificationRequestSchema,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../../platform/auth/cookies.ts';
import { requireUser } from '../../platform/auth/session.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { completeProfile } from './complete-profile.ts';
import { deleteAccount } from './delete-account.ts';
import { getProProfile } from './get-pro-profile.ts';
import { getPublicProfile } from './get-public-profile.ts';
import { getUserCards } from './get-user-cards.ts';
import { getMyProfile } from './own-profile.ts';
import { requestVerification } from './request-verification.ts';
import { updateMyProfile } from './update-profile.ts';
import { updateMySkills } from './update-skills.ts';

const tags = ['profiles'];
const byUserId = ':userId';

export async function profilesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Profiles are personal or privacy-dependent: never stored by shared caches.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  r.get(
    PROFILE_API.me,
    { schema: { tags, summary: 'My profile (created on first read)', response: { 200: MyProfileSchema } } },
    (request) => getMyProfile(ctx, requireUser(request).id),
  );

  r.post(
    PROFILE_API.complete,
    {
      schema: {
        tags,
        summary: 'Complete the profile after sign-up',
        body: CompleteProfileRequestSchema,
        response: { 200: MyProfileSchema },
      },
    },
    (request) => completeProfile(ctx, requireUser(request).id, request.body),
  );

  r.patch(
    PROFILE_API.me,
    {
      schema: {
        tags,
        summary: 'Edit my profile (absent fields keep their value)',
        body: UpdateProfileRequestSchema,
        response: { 200: MyProfileSchema },
      },
    },
    (request) => updateMyProfile(ctx, requireUser(request).id, request.body),
  );

  r.delete(
    PROFILE_API.me,
    {
      schema: {
        tags,
        summary: 'Delete my account and its data, and sign out',
        body: DeleteAccountRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(ctx, requireUser(request).id, request.log);
      clearSessionCookies(reply, ctx.config);
      return { ok: true as const };
    },
  );

  r.put(
    PROFILE_API.skills,
    {
      schema: {
        tags,
        summary: 'Set my skills with levels 1..5',
        body: UpdateSkillsRequestSchema,
        response: { 200: SkillsResponseSchema },
      },
    },
    (request) => updateMySkills(ctx, requireUser(request).id, request.body.skills),
  );

  r.post(
    PROFILE_API.verification,
    {
      schema: {
        tags,
        summary: 'Ask to be verified (not for idea owners)',
        body: VerificationRequestSchema,
        response: { 200: MyProfileSchema },
      },
    },
    (request) => requestVerification(ctx, requireUser(request).id, request.body),
  );

  r.get(
    PROFILE_API.profile(byUserId),
    {
      schema: {
        tags,
        summary: "Someone's profile, privacy applied",
        params: UserIdParamsSchema,
        response: { 200: PublicProfileSchema },
      },
    },
    (request) => getPublicProfile(ctx, request.params.userId, request.user?.id ?? null),
  );

  r.get(
    PROFILE_API.pro(byUserId),
    {
      schema: {
        tags,
        summary: "A professional's page",
        params: UserIdParamsSchema,
        response: { 200: ProProfileSchema },
      },
    },
    (request) => getProProfile(ctx, request.params.userId, request.user?.id ?? null),
  );

  r.post(
    PROFILE_API.cards,
    {
      schema: {
        tags,
        summary: 'Names and avatars of up to 100 users',
        body: UserCardsRequestSchema,
        response: { 200: UserCardsResponseSchema },
      },
    },
    (request) => {
      requireUser(request);
      return getUserCards(ctx, request.body.ids);
    },
  );

  await app.register(avatarRoutes);
}
