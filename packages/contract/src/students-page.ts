import * as z from 'zod/mini';
import { OkSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { IdeaPersonSchema } from './ideas.ts';
import {
  AdminAmbassadorPageSchema,
  AdminAmbassadorsQuerySchema,
  AmbassadorApplicationBodySchema,
  AmbassadorApplicationDetailSchema,
  AmbassadorIdParamsSchema,
  STUDENTS_LIMITS,
} from './students.ts';

// ---------- the students page (GET /api/students) ----------

const filterValue = z.optional(z.string().check(z.trim(), z.maxLength(STUDENTS_LIMITS.filterValueMax)));
export const StudentsQuerySchema = z.object({
  country: filterValue,
  university: filterValue,
  field: filterValue,
});
export type StudentsQuery = z.infer<typeof StudentsQuerySchema>;

/** A public idea on the spotlight: its owner's country and (when an ambassador) university, its field. */
export const SpotlightIdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  stage: z.string(),
  field: z.nullable(z.string()),
  country: z.nullable(z.string()),
  university: z.nullable(z.string()),
  owner: IdeaPersonSchema,
  likes: z.number(),
  comments: z.number(),
  createdAt: z.string(),
});
export type SpotlightIdea = z.infer<typeof SpotlightIdeaSchema>;

export const LeaderSchema = z.object({
  rank: z.number(),
  person: IdeaPersonSchema,
  ideas: z.number(),
  likes: z.number(),
  comments: z.number(),
  followers: z.number(),
  points: z.number(),
});
export type Leader = z.infer<typeof LeaderSchema>;

export const AmbassadorSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  university: z.nullable(z.string()),
  country: z.string(),
  why: z.nullable(z.string()),
  socials: z.nullable(z.string()),
  since: z.string(),
});
export type Ambassador = z.infer<typeof AmbassadorSchema>;

export const StudentsPageSchema = z.object({
  stats: z.object({ people: z.number(), countries: z.number(), ideas: z.number() }),
  spotlight: z.object({
    items: z.array(SpotlightIdeaSchema),
    filters: z.object({
      countries: z.array(z.string()),
      universities: z.array(z.string()),
      fields: z.array(z.string()),
    }),
  }),
  leaderboard: z.array(LeaderSchema),
  ambassadors: z.array(AmbassadorSchema),
});
export type StudentsPage = z.infer<typeof StudentsPageSchema>;

const tags = ['students'] as const;

export const STUDENTS_ENDPOINTS = {
  page: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/students',
    summary:
      'The student landing page: live stats, spotlight public ideas (filtered by country, university, field), leaderboard, approved ambassadors',
    tags,
    query: StudentsQuerySchema,
    responses: { 200: StudentsPageSchema },
  }),
  apply: defineEndpoint({
    auth: 'public',
    errors: ['E_AMBASSADOR_REQUIRED', 'E_AMBASSADOR_EMAIL', 'E_AMBASSADOR_TERMS', 'E_RATE_LIMITED'],
    method: 'POST',
    path: '/api/ambassador-applications',
    summary:
      "Apply to be a campus ambassador (anyone). Refusals: E_AMBASSADOR_REQUIRED, E_AMBASSADOR_EMAIL, E_AMBASSADOR_TERMS with the spec's messages",
    tags,
    body: AmbassadorApplicationBodySchema,
    responses: { 201: OkSchema },
  }),
  adminList: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'GET',
    path: '/api/admin/ambassador-applications',
    summary: 'Admin: ambassador applications newest first, filtered by status',
    tags,
    query: AdminAmbassadorsQuerySchema,
    responses: { 200: AdminAmbassadorPageSchema },
  }),
  approve: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/admin/ambassador-applications/:applicationId/approve',
    summary: 'Admin: approve an application (the ambassador shows on /students)',
    tags,
    params: AmbassadorIdParamsSchema,
    responses: { 200: AmbassadorApplicationDetailSchema },
  }),
  decline: defineEndpoint({
    errors: ['E_NOT_AUTHORIZED'],
    method: 'POST',
    path: '/api/admin/ambassador-applications/:applicationId/decline',
    summary: 'Admin: decline an application (or take an approved ambassador off the page)',
    tags,
    params: AmbassadorIdParamsSchema,
    responses: { 200: AmbassadorApplicationDetailSchema },
  }),
};

/** The student landing page's words (IBH, 000 section 2 names the sections). */
export const STUDENTS_TEXT = {
  eyebrow: 'For students',
  title: 'Start your first venture while you study',
  intro:
    'Post the idea you keep thinking about, test it with real interviews and meet students around the world who want to build it with you.',
  statsTitle: 'IBH in numbers',
  statsNote: 'Live counts from the network.',
  stats: { people: 'members', countries: 'countries', ideas: 'public ideas' },
  spotlightTitle: 'Spotlight ideas',
  spotlightIntro:
    'Public ideas the community likes most. Filter by where their founders are and what they work on.',
  filterCountry: 'Country',
  filterUniversity: 'University',
  filterField: 'Field',
  anyCountry: 'All countries',
  anyUniversity: 'All universities',
  anyField: 'All fields',
  clearFilters: 'Clear filters',
  noUniversities: 'Universities appear here once an approved ambassador posts an idea.',
  spotlightEmpty: 'No public ideas match these filters yet.',
  spotlightEmptyAll: 'No public ideas yet. Be the first to post one!',
  viewIdea: 'View idea',
  likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
  comments: (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`,
  challengesTitle: 'Challenges',
  challengesIntro: 'Monthly prompts to get an idea moving. Post your answer as an idea and tag it.',
  joinChallenge: 'Take part',
  teammatesTitle: 'Find teammates',
  teammatesIntro:
    'Most student ventures start with two or three people. Find yours by skills, hours and stage.',
  findTeammates: 'Find co-founders',
  exploreIdeas: 'Explore open ideas',
  resourcesTitle: 'Resources',
  leaderboardTitle: 'Leaderboard',
  leaderboardIntro: 'People whose public ideas earned the most from the community.',
  leaderboardPoints: 'Points: 5 per public idea, 2 per like, 2 per comment, 1 per follower.',
  leaderboardEmpty: 'The leaderboard fills up as public ideas collect likes and comments.',
  points: (n: number) => `${n} pts`,
  ambassadorsTitle: 'Campus ambassadors',
  ambassadorsIntro: 'Students who bring IBH to their campus. Hover or touch the row to pause it.',
  sampleAmbassadors: 'Sample ambassadors: our first approved ambassadors will appear here.',
  ambassadorSince: (when: string) => `Ambassador since ${when}`,
  ambassadorWhy: 'Why they joined',
  ambassadorLinks: 'Links',
  loadFailed: 'The live parts of this page could not be loaded.',
  leaderboardFailed: 'The leaderboard could not be loaded.',
  retry: 'Retry',
  consent:
    'If you are approved, your name, university, country, links and answer appear on this page. We never show your email.',
} as const;

/** The community page (000 section 2: a placeholder for discussions, announcements, collaboration). */
export const COMMUNITY_PAGE_TEXT = {
  eyebrow: 'Coming soon',
  comingTitle: 'What this space will hold',
  upcoming: [
    { title: 'Public discussions', body: 'Threads about ideas, markets and building, open to everyone.' },
    { title: 'Announcements', body: 'News from the IBH team: new features, events and challenges.' },
    { title: 'Collaboration', body: 'Calls for teammates, testers and feedback across projects.' },
  ],
  meanwhileTitle: 'Meanwhile, the community is already here',
  links: {
    explore: 'Explore ideas and leave feedback',
    cofounders: 'Find a co-founder',
    students: 'Student hub and campus ambassadors',
    evidence: 'Browse the evidence ledger',
    testimonial: 'Share your experience',
  },
} as const;
