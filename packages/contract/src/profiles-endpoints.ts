import { OkSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  AVATAR_CONTENT_TYPES,
  AvatarResponseSchema,
  CompleteProfileRequestSchema,
  DeleteAccountRequestSchema,
  FollowStateSchema,
  MyProfileSchema,
  ProProfileSchema,
  PublicProfileSchema,
  SkillsResponseSchema,
  TelemetryRequestSchema,
  UpdateProfileRequestSchema,
  UpdateSkillsRequestSchema,
  UserCardsRequestSchema,
  UserCardsResponseSchema,
  UserIdParamsSchema,
  VerificationRequestSchema,
} from './profiles.ts';

const tags = ['profiles'] as const;

/** The profile endpoints (000 section 2 profile screens): one descriptor each, shared by server and web. */
export const PROFILE_ENDPOINTS = {
  me: defineEndpoint({
    method: 'GET',
    path: '/api/profiles/me',
    summary: 'My profile (created on first read)',
    tags,
    responses: { 200: MyProfileSchema },
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/api/profiles/me/complete',
    summary: 'Complete the profile after sign-up',
    tags,
    body: CompleteProfileRequestSchema,
    responses: { 200: MyProfileSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/profiles/me',
    summary: 'Edit my profile (absent fields keep their value)',
    tags,
    body: UpdateProfileRequestSchema,
    responses: { 200: MyProfileSchema },
  }),
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/me',
    summary: 'Delete my account and its data, and sign out',
    tags,
    body: DeleteAccountRequestSchema,
    responses: { 200: OkSchema },
  }),
  skills: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles/me/skills',
    summary: 'Set my skills with levels 1..5',
    tags,
    body: UpdateSkillsRequestSchema,
    responses: { 200: SkillsResponseSchema },
  }),
  verification: defineEndpoint({
    errors: ['E_INVALID_STATE', 'E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/profiles/me/verification',
    summary: 'Ask to be verified (not for idea owners)',
    tags,
    body: VerificationRequestSchema,
    responses: { 200: MyProfileSchema },
  }),
  profile: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/profiles/:userId',
    summary: "Someone's profile, privacy applied",
    tags,
    params: UserIdParamsSchema,
    responses: { 200: PublicProfileSchema },
  }),
  pro: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/pros/:userId',
    summary: "A professional's page",
    tags,
    params: UserIdParamsSchema,
    responses: { 200: ProProfileSchema },
  }),
  cards: defineEndpoint({
    method: 'POST',
    path: '/api/users/cards',
    summary: 'Names and avatars of up to 100 users',
    tags,
    body: UserCardsRequestSchema,
    responses: { 200: UserCardsResponseSchema },
  }),
  uploadAvatar: defineEndpoint({
    method: 'PUT',
    path: '/api/profiles/me/avatar',
    summary: 'Upload my avatar (raw PNG, JPEG or WebP body; re-encoded to a 640 px square)',
    tags,
    body: { raw: AVATAR_CONTENT_TYPES },
    responses: { 200: AvatarResponseSchema },
  }),
  deleteAvatar: defineEndpoint({
    method: 'DELETE',
    path: '/api/profiles/me/avatar',
    summary: 'Remove my avatar',
    tags,
    responses: { 200: OkSchema },
  }),
};

/** Following people (000 section 3 follows). */
export const FOLLOW_ENDPOINTS = {
  follow: defineEndpoint({
    method: 'POST',
    path: '/api/follows/:userId',
    summary: 'Follow someone',
    tags: ['follows'],
    params: UserIdParamsSchema,
    responses: { 200: FollowStateSchema },
  }),
  unfollow: defineEndpoint({
    method: 'DELETE',
    path: '/api/follows/:userId',
    summary: 'Stop following someone',
    tags: ['follows'],
    params: UserIdParamsSchema,
    responses: { 200: FollowStateSchema },
  }),
};

/** Client analytics (000 section 7 telemetry_events). */
export const TELEMETRY_ENDPOINTS = {
  record: defineEndpoint({
    errors: ['E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/telemetry',
    summary: 'Record a product analytics event',
    tags: ['telemetry'],
    body: TelemetryRequestSchema,
    responses: { 200: OkSchema },
  }),
};
