import { describe, expect, it } from 'vitest';
import { COFOUNDER_ENDPOINTS } from './cofounders.ts';
import { type EndpointDefinition, isRawBody, successStatus } from './endpoint.ts';
import { HEALTH_API, HEALTH_ENDPOINTS } from './health.ts';
import { NOTIFICATION_API, NOTIFICATION_ENDPOINTS } from './notifications-endpoints.ts';
import { PROFILE_API } from './profile-api.ts';
import { FOLLOW_ENDPOINTS, PROFILE_ENDPOINTS, TELEMETRY_ENDPOINTS } from './profiles-endpoints.ts';
import { READINESS_ENDPOINTS, ReadinessExplanationSchema } from './readiness.ts';
import { ROLE_ENDPOINTS } from './roles.ts';

const groups: Record<string, Record<string, EndpointDefinition>> = {
  HEALTH_ENDPOINTS,
  ROLE_ENDPOINTS,
  PROFILE_ENDPOINTS,
  FOLLOW_ENDPOINTS,
  TELEMETRY_ENDPOINTS,
  READINESS_ENDPOINTS,
  COFOUNDER_ENDPOINTS,
  NOTIFICATION_ENDPOINTS,
};
const all = Object.values(groups).flatMap((group) => Object.values(group));
const id = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('people and notification endpoints', () => {
  it('never declare the same method and path twice', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(30);
  });

  it('declare a params schema exactly when the path has parameters', () => {
    for (const endpoint of all) {
      expect(endpoint.params !== undefined, `${endpoint.method} ${endpoint.path}`).toBe(
        endpoint.path.includes('/:'),
      );
    }
  });

  it('derive the concrete paths tests, the bench and e2e use from the descriptors', () => {
    expect(HEALTH_API.health).toBe('/api/health');
    expect(PROFILE_API).toMatchObject({
      me: '/api/profiles/me',
      complete: '/api/profiles/me/complete',
      avatar: '/api/profiles/me/avatar',
      skills: '/api/profiles/me/skills',
      verification: '/api/profiles/me/verification',
      readiness: '/api/profiles/me/readiness',
      cards: '/api/users/cards',
      cofounders: '/api/cofounders',
      telemetry: '/api/telemetry',
    });
    expect(PROFILE_API.profile(id)).toBe(`/api/profiles/${id}`);
    expect(PROFILE_API.readinessPublic(id)).toBe(`/api/profiles/${id}/readiness`);
    expect(PROFILE_API.readinessExplanation(id)).toBe(`/api/profiles/${id}/readiness/explanation`);
    expect(PROFILE_API.pro(id)).toBe(`/api/pros/${id}`);
    expect(PROFILE_API.follow(id)).toBe(`/api/follows/${id}`);
    expect(NOTIFICATION_API.read(id)).toBe(`/api/notifications/${id}/read`);
    expect(NOTIFICATION_API.act(id)).toBe(`/api/notifications/${id}/actions`);
    expect(NOTIFICATION_API.test).toBe('/api/dev/notifications/test');
  });

  it('encode path parameters and refuse a missing one', () => {
    expect(PROFILE_API.profile('a/b')).toBe('/api/profiles/a%2Fb');
    expect(() => PROFILE_API.follow('')).toThrow(/missing path parameter 'userId'/);
  });

  it('take the avatar as a raw PNG, JPEG or WebP body and answer 200', () => {
    const upload = PROFILE_ENDPOINTS.uploadAvatar;
    expect(isRawBody(upload.body)).toBe(true);
    expect(upload.body.raw).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(successStatus(upload)).toBe(200);
  });

  it('answer health with the same body on 200 and 503', () => {
    expect(HEALTH_ENDPOINTS.health.responses[503]).toBe(HEALTH_ENDPOINTS.health.responses[200]);
  });

  it('name only the readiness items the score is made of', () => {
    const answer = { userId: id, score: 0, items: [{ key: 'arr', label: 'x', points: 1, earned: false }] };
    expect(ReadinessExplanationSchema.safeParse(answer).success).toBe(false);
    answer.items[0] = { key: 'deckUrl', label: 'Deck link on file', points: 10, earned: false };
    expect(ReadinessExplanationSchema.safeParse(answer).success).toBe(true);
  });
});
