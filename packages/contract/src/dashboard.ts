import * as z from 'zod/mini';
import { PageQuerySchema, pageOf } from './common.ts';
import { defineEndpoint, endpointPath } from './endpoint.ts';
import { IdeaCardSchema, IdeaPersonSchema } from './ideas.ts';
import type { DashboardRole } from './roles.ts';

/** On My Hub only idea owners and professionals exist (normalizeDashboardRole in roles.ts, 000 §6). */
export const DASHBOARD_ROLES = ['idea_owner', 'professional'] as const satisfies readonly DashboardRole[];

export const DASHBOARD_SORTS = ['recent', 'likes', 'comments'] as const;
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];
/** My Hub's sort without ?sort= (and a professional's only one). */
export const DASHBOARD_DEFAULT_SORT: DashboardSort = 'recent';
export const DASHBOARD_SORT_LABELS: Record<DashboardSort, string> = {
  recent: 'Most Recent',
  likes: 'Most Likes',
  comments: 'Most Comments',
};

export const DASHBOARD_IDEA_VIEWS = ['myIdeas', 'projects', 'savedIdeas', 'followingIdeas'] as const;
export type DashboardIdeaView = (typeof DASHBOARD_IDEA_VIEWS)[number];
export const DASHBOARD_PEOPLE_VIEWS = [
  'followingUsers',
  'teamMembers',
  'collaborators',
  'myCollaborators',
] as const;
export type DashboardPeopleView = (typeof DASHBOARD_PEOPLE_VIEWS)[number];
export type DashboardView = 'overview' | DashboardIdeaView | DashboardPeopleView;

export interface DashboardNavItem {
  view: DashboardView;
  label: string;
}

/**
 * The sidebar per role (000 section 2). Everyone: Overview, Saved Ideas, Following Ideas,
 * Following Users. Idea owners add My Ideas (second), Team Members and Collaborators.
 * Professionals add Projects I'm On (second; IBH: the spec's "section for ideas"),
 * 'People I work with' and, only when they have any, My Collaborators.
 */
export function dashboardNav(role: DashboardRole, hasMyCollaborators: boolean): DashboardNavItem[] {
  const everyone: DashboardNavItem[] = [
    { view: 'savedIdeas', label: 'Saved Ideas' },
    { view: 'followingIdeas', label: 'Following Ideas' },
    { view: 'followingUsers', label: 'Following Users' },
  ];
  if (role === 'idea_owner') {
    return [
      { view: 'overview', label: 'Overview' },
      { view: 'myIdeas', label: 'My Ideas' },
      ...everyone,
      { view: 'teamMembers', label: 'Team Members' },
      { view: 'collaborators', label: 'Collaborators' },
    ];
  }
  return [
    { view: 'overview', label: 'Overview' },
    { view: 'projects', label: "Projects I'm On" },
    ...everyone,
    { view: 'collaborators', label: 'People I work with' },
    ...(hasMyCollaborators ? [{ view: 'myCollaborators', label: 'My Collaborators' } as const] : []),
  ];
}

/**
 * An idea on a My Hub list. For projects (ideas someone joined, 000 section 3) involvementType
 * and joinedAt say how and since when; on the other lists they are null.
 */
export const DashboardIdeaSchema = z.object({
  ...IdeaCardSchema.shape,
  involvementType: z.nullable(z.enum(['team_member', 'collaborator'])),
  joinedAt: z.nullable(z.string()),
});
export type DashboardIdea = z.infer<typeof DashboardIdeaSchema>;

/** A person on a people list, with where they come from (000 section 3: source). */
export const PeopleItemSchema = z.object({
  ...IdeaPersonSchema.shape,
  source: z.enum(['team', 'collaborator', 'idea_owner', 'following']),
  ideaId: z.nullable(z.string()),
  ideaTitle: z.nullable(z.string()),
  since: z.string(),
});
export type PeopleItem = z.infer<typeof PeopleItemSchema>;

/** The stats the overview sends: idea owners get the first three, professionals the last three. */
export const DASHBOARD_STAT_KEYS = [
  'myIdeas',
  'sharedProjects',
  'collaborators',
  'openShopOrders',
  'mtdEarnings',
  'validateIdeas',
] as const;
export type DashboardStatKey = (typeof DASHBOARD_STAT_KEYS)[number];

export const DashboardStatSchema = z.object({
  key: z.enum(DASHBOARD_STAT_KEYS),
  label: z.string(),
  value: z.number(),
  /** Money stats are in cents. */
  unit: z.enum(['count', 'cents']),
});
export type DashboardStat = z.infer<typeof DashboardStatSchema>;

export const WorkshopIdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.nullable(z.string()),
  createdAt: z.string(),
  favorite: z.boolean(),
});
export type WorkshopIdea = z.infer<typeof WorkshopIdeaSchema>;

/**
 * GET /api/dashboard: everything the overview shows, in one round trip. `ideas` is My Ideas for
 * idea owners (sorted by `sort`) and Projects I'm On for professionals; lists hold up to
 * DASHBOARD.overviewPerList. `workshopIdeas` (ideas whose workspace I may enter) is ordered
 * favourites first, then newest.
 */
export const DashboardOverviewSchema = z.object({
  role: z.enum(DASHBOARD_ROLES),
  header: z.object({
    userId: z.string(),
    fullName: z.nullable(z.string()),
    displayName: z.nullable(z.string()),
    avatarUrl: z.nullable(z.string()),
    role: z.string(),
    profession: z.nullable(z.string()),
    country: z.nullable(z.string()),
    isVerified: z.boolean(),
  }),
  stats: z.array(DashboardStatSchema),
  ideas: z.array(DashboardIdeaSchema),
  /** Idea owners: the ideas they joined (the Shared Projects stat); professionals: same as ideas. */
  projects: z.array(DashboardIdeaSchema),
  teamMembers: z.array(PeopleItemSchema),
  collaborators: z.array(PeopleItemSchema),
  counts: z.object({
    myIdeas: z.number(),
    projects: z.number(),
    savedIdeas: z.number(),
    followingIdeas: z.number(),
    followingUsers: z.number(),
    teamMembers: z.number(),
    collaborators: z.number(),
    myCollaborators: z.number(),
  }),
  proSignPending: z.number(),
  workshopIdeas: z.array(WorkshopIdeaSchema),
});
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;

export const DashboardOverviewQuerySchema = z.object({ sort: z.optional(z.enum(DASHBOARD_SORTS)) });

export const DashboardListQuerySchema = z.object({
  sort: z.optional(z.enum(DASHBOARD_SORTS)),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export const DashboardIdeaViewParamsSchema = z.object({ view: z.enum(DASHBOARD_IDEA_VIEWS) });
export const DashboardPeopleViewParamsSchema = z.object({ view: z.enum(DASHBOARD_PEOPLE_VIEWS) });
export const DashboardIdeaPageSchema = pageOf(DashboardIdeaSchema);
export const DashboardPeoplePageSchema = pageOf(PeopleItemSchema);

/** GET /api/dashboard/people/:view: people lists page by cursor only (no sort). */
export const DashboardPeopleQuerySchema = z.pick(PageQuerySchema, { cursor: true });

const tags = ['dashboard'] as const;

/** My Hub (000 §2): the overview in one request, then each list by keyset pages. */
export const DASHBOARD_ENDPOINTS = {
  overview: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard',
    summary: 'My Hub overview: header, stats, first ideas and people, counts, workshop ideas',
    tags,
    query: DashboardOverviewQuerySchema,
    responses: { 200: DashboardOverviewSchema },
  }),
  ideas: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/ideas/:view',
    summary: 'A My Hub idea list: my ideas, projects, saved or followed ideas',
    tags,
    params: DashboardIdeaViewParamsSchema,
    query: DashboardListQuerySchema,
    responses: { 200: DashboardIdeaPageSchema },
  }),
  people: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'GET',
    path: '/api/dashboard/people/:view',
    summary: 'A My Hub people list: following, team members, collaborators',
    tags,
    params: DashboardPeopleViewParamsSchema,
    query: DashboardPeopleQuerySchema,
    responses: { 200: DashboardPeoplePageSchema },
  }),
};

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const DASHBOARD_API = {
  overview: DASHBOARD_ENDPOINTS.overview.path,
  ideas: (view: DashboardIdeaView) => endpointPath(DASHBOARD_ENDPOINTS.ideas, { view }),
  people: (view: DashboardPeopleView) => endpointPath(DASHBOARD_ENDPOINTS.people, { view }),
} as const;
