import { describe, expect, it } from 'vitest';
import { COLLAB_API, COLLAB_ENDPOINTS } from './collab.ts';
import { DASHBOARD_API, DASHBOARD_ENDPOINTS, DashboardStatSchema } from './dashboard.ts';
import { type EndpointDefinition, isRawBody, successStatus } from './endpoint.ts';
import { IDEA_API, IDEA_ENDPOINTS } from './ideas-comments-endpoints.ts';
import { WORKSPACE_API, WORKSPACE_ENDPOINTS } from './workspace.ts';

const groups: Record<string, Record<string, EndpointDefinition>> = {
  ideas: IDEA_ENDPOINTS,
  collab: COLLAB_ENDPOINTS,
  workspace: WORKSPACE_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
};
const all = Object.entries(groups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint })),
);

function paramKeys(endpoint: EndpointDefinition): string[] {
  const params = endpoint.params as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(params?.shape ?? {}).sort();
}

describe('the ideas, collab, workspace and dashboard endpoints', () => {
  it('declare each method and path once', () => {
    const keys = all.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('validate exactly the parameters their paths name', () => {
    for (const { name, endpoint } of all) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      expect(paramKeys(endpoint), name).toEqual(inPath);
    }
  });

  it('take a body only on POST, PUT and PATCH, and uploads only as PUT', () => {
    for (const { name, endpoint } of all) {
      if (endpoint.body !== undefined) expect(['POST', 'PUT', 'PATCH'], name).toContain(endpoint.method);
      if (isRawBody(endpoint.body)) expect(endpoint.method, name).toBe('PUT');
    }
  });

  it('answer creations with 201 and publish with 200, as the server always has', () => {
    expect(successStatus(IDEA_ENDPOINTS.publish)).toBe(200);
    expect(successStatus(IDEA_ENDPOINTS.uploadFile)).toBe(200);
    for (const created of [
      COLLAB_ENDPOINTS.requestCollab,
      COLLAB_ENDPOINTS.inviteToCollab,
      COLLAB_ENDPOINTS.inviteToTeam,
      WORKSPACE_ENDPOINTS.postMessage,
      WORKSPACE_ENDPOINTS.createTask,
      WORKSPACE_ENDPOINTS.uploadFile,
    ]) {
      expect(successStatus(created), created.path).toBe(201);
    }
  });

  it('derive the concrete paths tests, the bench and e2e use from the descriptors', () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const user = '22222222-2222-4222-8222-222222222222';
    expect(IDEA_API.ideas).toBe('/api/ideas');
    expect(IDEA_API.idea(id)).toBe(`/api/ideas/${id}`);
    expect(IDEA_API.files(id)).toBe(`/api/ideas/${id}/files`);
    expect(IDEA_API.favorite(id)).toBe(`/api/ideas/${id}/favorite`);
    expect(IDEA_API.comment(id)).toBe(`/api/comments/${id}`);
    expect(COLLAB_API.myRequest(id)).toBe(`/api/ideas/${id}/collab-requests/mine`);
    expect(COLLAB_API.accept(id)).toBe(`/api/collab-requests/${id}/accept`);
    expect(COLLAB_API.declineCollabInvite(id)).toBe(`/api/collab-invites/${id}/decline`);
    expect(COLLAB_API.teamMember(id, user)).toBe(`/api/ideas/${id}/team/${user}`);
    expect(COLLAB_API.collaborator(id, user)).toBe(`/api/ideas/${id}/collaborators/${user}`);
    expect(COLLAB_API.myTeamInvites).toBe('/api/me/team-invites');
    expect(COLLAB_API.peopleSearch).toBe('/api/users/search');
    expect(WORKSPACE_API.task(id)).toBe(`/api/workspace-tasks/${id}`);
    expect(WORKSPACE_API.download(id)).toBe(`/api/workspace-files/${id}/download`);
    expect(WORKSPACE_API.presence(id)).toBe(`/api/workspaces/${id}/presence`);
    expect(DASHBOARD_API.overview).toBe('/api/dashboard');
    expect(DASHBOARD_API.people('myCollaborators')).toBe('/api/dashboard/people/myCollaborators');
  });
});

describe('DashboardStat.key', () => {
  const stat = { label: 'Open Shop Orders', value: 0, unit: 'count' };

  it('accepts the keys the overview sends', () => {
    expect(DashboardStatSchema.safeParse({ ...stat, key: 'openShopOrders' }).success).toBe(true);
  });

  it('refuses a key the server never sends', () => {
    expect(DashboardStatSchema.safeParse({ ...stat, key: 'openOrders' }).success).toBe(false);
  });
});
