import {
  COFOUNDER_PAGE,
  DASHBOARD_API,
  EVIDENCE_API,
  HOME_ENDPOINTS,
  IDEA_API,
  IDEA_LIMITS,
  MESSAGE_API,
  NOTIFICATION_API,
  NOTIFICATION_LIMITS,
  PAGING,
  PROFILE_API,
  SHOP_API,
  TESTIMONIAL_ENDPOINTS,
  userTopic,
} from '@ibh/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import {
  selectCandidates,
  selectPreferences,
} from '../apps/server/src/modules/cofounders/cofounders.repo.ts';
import { overviewQuery } from '../apps/server/src/modules/dashboard/dashboard-overview.repo.ts';
import { loadEvidenceDetail } from '../apps/server/src/modules/evidence/evidence-detail-load.ts';
import { selectEvidenceRows } from '../apps/server/src/modules/evidence/evidence-list.repo.ts';
import { ANONYMOUS } from '../apps/server/src/modules/evidence/evidence-sql.ts';
import { pulseQuery } from '../apps/server/src/modules/home/home-pulse.ts';
import { type ExploreFilters, selectExplorePage } from '../apps/server/src/modules/ideas/explore.repo.ts';
import { loadIdeaAccess } from '../apps/server/src/modules/ideas/idea-access.ts';
import { selectIdeaDetail } from '../apps/server/src/modules/ideas/ideas.repo.ts';
import { loadTopPros } from '../apps/server/src/modules/merit/top-pros.ts';
import { DM_RATE, dmRateKey } from '../apps/server/src/modules/messages/dm-rate.ts';
import {
  selectConversations,
  selectCounterpart,
  selectThreadPage,
} from '../apps/server/src/modules/messages/messages.repo.ts';
import { selectNotificationPage } from '../apps/server/src/modules/notifications/notifications.repo.ts';
import { selectPublicProfile } from '../apps/server/src/modules/profiles/profiles.repo.ts';
import { selectBrowsePage } from '../apps/server/src/modules/shop/browse.repo.ts';
import { selectPackages, selectService } from '../apps/server/src/modules/shop/shop.repo.ts';
import { listApprovedTestimonials } from '../apps/server/src/modules/testimonials/list-testimonials.ts';
import { hitRateLimit } from '../apps/server/src/platform/rate-limit.ts';
import { bestMatchEndpoints } from './best-match-endpoints.ts';
import { BENCH_EVIDENCE_ID } from './evidence-dataset.ts';
import { BENCH_IDEA_ID, BENCH_SEARCH_WORD } from './ideas-dataset.ts';
import { BENCH_DM_PARTNER, BENCH_DM_SENDER, BENCH_DM_SINK } from './messages-dataset.ts';
import { orderEndpoints } from './orders-endpoints.ts';
import { BENCH_PROFILE_ID, BENCH_VIEWER } from './people-dataset.ts';
import { signInBenchViewer, signInBenchWriter } from './session.ts';
import { BENCH_SERVICE_ID, BENCH_SHOP_CATEGORY, BENCH_SHOP_SEARCH_WORD } from './shop-dataset.ts';

const BENCH_DM_BODY = 'Is this still a good time to talk about the pilot?';

export interface BenchEndpoint {
  /** Shown in the table, e.g. `GET /api/roles`. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path on the server under test, with its query string. */
  path: string;
  /** JSON request body. */
  body?: unknown;
  /** A new path or body for each request (writes that must not repeat: a new order, the next approval). */
  vary?(): { path?: string; body?: unknown };
  /** Runs once before the load, against the running server; returns extra headers (a session cookie). */
  prepare?(baseUrl: string): Promise<Record<string, string>>;
  /**
   * The bare query the endpoint's work reduces to, run through the same Kysely driver, so
   * the table shows what the HTTP layer costs on top of the database.
   */
  sql(db: Kysely<DB>): Promise<unknown>;
}

/** Every endpoint the bench loads, in table order. Features append theirs. */
export const endpoints: BenchEndpoint[] = [
  {
    name: 'GET /api/health',
    method: 'GET',
    path: '/api/health',
    sql: (db) => sql`select 1 as one`.execute(db),
  },
  {
    name: 'GET /api/roles',
    method: 'GET',
    path: '/api/roles',
    sql: (db) => db.selectFrom('roles').select(['slug', 'name']).orderBy('name').execute(),
  },
  {
    /** The home page's testimonials: the 20 newest approved. */
    name: 'GET /api/testimonials',
    method: 'GET',
    path: TESTIMONIAL_ENDPOINTS.list.path,
    sql: (db) => listApprovedTestimonials(db),
  },
  {
    /** The home page in one round trip (issue 19): top professionals, the pulse, testimonials. */
    name: 'GET /api/home',
    method: 'GET',
    path: HOME_ENDPOINTS.home.path,
    // Its three reads: Top Merit Professionals (a pool of 24 ranked among every verified
    // professional), the pulse and the approved testimonials.
    sql: (db) =>
      Promise.all([loadTopPros(db, new Date()), pulseQuery().execute(db), listApprovedTestimonials(db)]),
  },
  {
    /** The Live Innovation Pulse's refresh: 12 per ticker over six sources. */
    name: 'GET /api/home/pulse',
    method: 'GET',
    path: HOME_ENDPOINTS.pulse.path,
    sql: (db) => pulseQuery().execute(db),
  },
  {
    name: 'GET /api/profiles/:id',
    method: 'GET',
    path: PROFILE_API.profile(BENCH_PROFILE_ID),
    prepare: signInBenchViewer,
    sql: (db) => selectPublicProfile(db, BENCH_PROFILE_ID, BENCH_VIEWER.id),
  },
  {
    name: 'GET /api/cofounders',
    method: 'GET',
    path: PROFILE_API.cofounders,
    prepare: signInBenchViewer,
    sql: async (db) => {
      const me = await selectPreferences(db, BENCH_VIEWER.id);
      return selectCandidates(db, BENCH_VIEWER.id, me, {}, null, COFOUNDER_PAGE + 1);
    },
  },
  {
    name: 'GET /api/dashboard',
    method: 'GET',
    path: DASHBOARD_API.overview,
    prepare: signInBenchViewer,
    sql: (db) => overviewQuery(db, BENCH_VIEWER.id, 'idea_owner', 'recent').executeTakeFirst(),
  },
  {
    name: `GET /api/ideas?q=${BENCH_SEARCH_WORD}&sort=newest`,
    method: 'GET',
    path: `${IDEA_API.ideas}?q=${BENCH_SEARCH_WORD}&sort=newest`,
    sql: (db) => explore(db, 'newest', BENCH_SEARCH_WORD),
  },
  {
    name: 'GET /api/ideas',
    method: 'GET',
    path: IDEA_API.ideas,
    sql: (db) => explore(db, 'newest', null),
  },
  {
    name: 'GET /api/ideas?sort=most_liked',
    method: 'GET',
    path: `${IDEA_API.ideas}?sort=most_liked`,
    sql: (db) => explore(db, 'most_liked', null),
  },
  {
    /** The viewer's own first idea: team, collaborators, comments, likes. */
    name: 'GET /api/ideas/:id',
    method: 'GET',
    path: IDEA_API.idea(BENCH_IDEA_ID),
    prepare: signInBenchViewer,
    sql: async (db) => {
      await loadIdeaAccess(db, BENCH_IDEA_ID, BENCH_VIEWER.id);
      return selectIdeaDetail(db, BENCH_IDEA_ID, BENCH_VIEWER.id);
    },
  },
  {
    name: 'GET /api/notifications',
    method: 'GET',
    path: NOTIFICATION_API.list,
    prepare: signInBenchViewer,
    sql: (db) =>
      selectNotificationPage(db, BENCH_VIEWER.id, {
        after: null,
        limit: NOTIFICATION_LIMITS.pageSize,
        unreadOnly: false,
      }),
  },
  {
    name: `GET /api/services?q=${BENCH_SHOP_SEARCH_WORD}&category=${BENCH_SHOP_CATEGORY}`,
    method: 'GET',
    path: `${SHOP_API.services}?q=${BENCH_SHOP_SEARCH_WORD}&category=${BENCH_SHOP_CATEGORY}`,
    sql: (db) =>
      selectBrowsePage(
        db,
        'recommended',
        {
          q: BENCH_SHOP_SEARCH_WORD,
          category: BENCH_SHOP_CATEGORY,
          minCents: null,
          maxCents: null,
          maxDays: null,
          verifiedOnly: false,
        },
        null,
        PAGING.defaultPageSize + 1,
      ),
  },
  {
    name: 'GET /api/services/:id',
    method: 'GET',
    path: SHOP_API.service(BENCH_SERVICE_ID),
    sql: async (db) => {
      const row = await selectService(db, BENCH_SERVICE_ID);
      return selectPackages(db, row ? [row.id] : []);
    },
  },
  {
    name: 'GET /api/messages',
    method: 'GET',
    path: MESSAGE_API.conversations,
    prepare: signInBenchViewer,
    sql: (db) => selectConversations(db, BENCH_VIEWER.id),
  },
  {
    name: 'GET /api/messages/with/:id',
    method: 'GET',
    path: MESSAGE_API.thread(BENCH_DM_PARTNER),
    prepare: signInBenchViewer,
    // One statement: the card, the block state and the 300 messages as JSON text.
    sql: (db) => selectThreadPage(db, BENCH_VIEWER.id, BENCH_DM_PARTNER),
  },
  {
    // Last: its inserts do not touch the viewer's list or thread loaded above.
    name: 'POST /api/messages',
    method: 'POST',
    path: MESSAGE_API.send,
    body: { recipientId: BENCH_DM_SINK, body: BENCH_DM_BODY },
    prepare: (baseUrl) => signInBenchWriter(baseUrl, BENCH_DM_SENDER.email),
    sql: async (db) => {
      await hitRateLimit(db, dmRateKey(BENCH_DM_SENDER.id), DM_RATE);
      return db.transaction().execute(async (trx) => {
        await selectCounterpart(trx, BENCH_DM_SENDER.id, BENCH_DM_SINK);
        const row = await trx
          .insertInto('direct_messages')
          .values({ sender_id: BENCH_DM_SENDER.id, recipient_id: BENCH_DM_SINK, body: BENCH_DM_BODY })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        // The two user-topic NOTIFYs (nobody listens on this channel).
        for (const id of [BENCH_DM_SENDER.id, BENCH_DM_SINK]) {
          const payload = JSON.stringify({ topic: userTopic(id), event: { type: 'dm.created', data: row } });
          await sql`select pg_notify('ibh_bench', ${payload})`.execute(trx);
        }
        return row;
      });
    },
  },
  {
    name: 'GET /api/evidence',
    method: 'GET',
    path: EVIDENCE_API.list,
    sql: (db) => selectEvidenceRows(db, ANONYMOUS, sql<boolean>`true`, 20, null),
  },
  {
    name: 'GET /api/evidence/:id',
    method: 'GET',
    path: EVIDENCE_API.detail(BENCH_EVIDENCE_ID),
    // The statements the page runs for an anonymous visitor (the handler's own loader).
    sql: (db) => loadEvidenceDetail(db, null, BENCH_EVIDENCE_ID, undefined),
  },
  ...orderEndpoints,
  ...bestMatchEndpoints,
];

/** The first Explore page for a visitor, as GET /api/ideas reads it. */
function explore(db: Kysely<DB>, order: 'newest' | 'most_liked', q: string | null) {
  const filters: ExploreFilters = {
    q,
    stage: null,
    tags: [],
    industry: null,
    lookingFor: null,
    openForCollab: null,
    ownerId: null,
  };
  return selectExplorePage(db, null, order, filters, null, IDEA_LIMITS.explorePage + 1);
}
