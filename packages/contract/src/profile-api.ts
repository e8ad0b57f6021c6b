import { COFOUNDER_ENDPOINTS } from './cofounders.ts';
import { endpointPath } from './endpoint.ts';
import { FOLLOW_ENDPOINTS, PROFILE_ENDPOINTS, TELEMETRY_ENDPOINTS } from './profiles-endpoints.ts';
import { READINESS_ENDPOINTS } from './readiness.ts';

/**
 * Concrete paths of the people endpoints (profiles, readiness, follows, co-founders, telemetry),
 * derived from their descriptors, for tests, the bench and e2e. Code that calls or registers an
 * endpoint uses its descriptor instead.
 */
export const PROFILE_API = {
  me: PROFILE_ENDPOINTS.me.path,
  complete: PROFILE_ENDPOINTS.complete.path,
  avatar: PROFILE_ENDPOINTS.uploadAvatar.path,
  skills: PROFILE_ENDPOINTS.skills.path,
  verification: PROFILE_ENDPOINTS.verification.path,
  readiness: READINESS_ENDPOINTS.mine.path,
  profile: (userId: string) => endpointPath(PROFILE_ENDPOINTS.profile, { userId }),
  readinessPublic: (userId: string) => endpointPath(READINESS_ENDPOINTS.public, { userId }),
  readinessExplanation: (userId: string) => endpointPath(READINESS_ENDPOINTS.explanation, { userId }),
  pro: (userId: string) => endpointPath(PROFILE_ENDPOINTS.pro, { userId }),
  follow: (userId: string) => endpointPath(FOLLOW_ENDPOINTS.follow, { userId }),
  cards: PROFILE_ENDPOINTS.cards.path,
  cofounders: COFOUNDER_ENDPOINTS.find.path,
  telemetry: TELEMETRY_ENDPOINTS.record.path,
} as const;
