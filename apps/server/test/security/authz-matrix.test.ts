import * as contract from '@ibh/contract';
import { type EndpointDefinition, endpointPath, isRawBody } from '@ibh/contract';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIdea } from '../../src/modules/collab/collab.fixtures.ts';
import { type Agent, createAgent } from '../agent.ts';
import { type BuiltUser, buildProfile, buildUser, readMailedCode } from '../factories.ts';
import { signInAs } from '../sign-in.ts';
import { startTestApp, type TestApp } from '../test-server.ts';
import {
  ACTORS,
  type Actor,
  type CaseContext,
  type Expected,
  type IdeaFixture,
  type IdeaRecord,
  matches,
  type OrderFixture,
  POLICY,
  type PolicyRow,
  type ServiceKind,
  type SignedInActor,
  type Target,
  type World,
} from './policy.ts';

/**
 * The authorization matrix: every (actor, endpoint, resource) of the policy table in policy.ts,
 * requested against one fixture world, each answer compared with the table. Fails on any answer
 * the table does not expect (an unexpected 2xx above all), on any answer that shows a record the
 * actor may not see (a scan of every successful body for the world's secrets, and per-row lists
 * that must not include certain ids), and on any refused mutation that changed data.
 */

type Operation = { key: string; method: string; path: string; endpoint?: EndpointDefinition };

/** Every endpoint descriptor of the contract: the `*_ENDPOINTS` objects. */
function contractEndpoints(): Operation[] {
  const list: Operation[] = [];
  for (const [name, value] of Object.entries(contract)) {
    if (!name.endsWith('_ENDPOINTS') || Array.isArray(value) || typeof value !== 'object') continue;
    for (const [endpointName, endpoint] of Object.entries(value as Record<string, EndpointDefinition>)) {
      list.push({ key: `${name}.${endpointName}`, method: endpoint.method, path: endpoint.path, endpoint });
    }
  }
  return list;
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

let t: TestApp;
let requests = 0;
let world: World;
const agents = new Map<SignedInActor, Agent>();
const userOf = new Map<SignedInActor, BuiltUser>();
const secrets: { text: string; seenBy: ReadonlySet<Actor>; what: string }[] = [];
let fingerprintSql: ReturnType<typeof sql<{ t: string; h: string }>>;

/** Tables that change on any request (sessions, throttles, audit, queues): not part of "data". */
const BOOKKEEPING = new Set([
  'schema_migrations',
  'app_meta',
  'auth_sessions',
  'auth_refresh_tokens',
  'auth_codes',
  'auth_recovery_sessions',
  'rate_limits',
  'auth_audit',
  'mail_outbox',
  'jobs',
  'domain_events',
  'telemetry_events',
]);

const MEMBERS: Actor[] = ['owner', 'teamMember', 'collaborator'];
const rand = () => Math.random().toString(36).slice(2, 10);

async function newActorUser(actor: SignedInActor, name: string): Promise<BuiltUser> {
  const db = t.database.db;
  const professional = actor === 'unverifiedPro' || actor === 'verifiedPro';
  const user = await buildUser(db, {
    fullName: name,
    role: professional ? 'professional' : 'idea_owner',
    admin: actor === 'admin',
  });
  await buildProfile(db, user.id, {
    public_profile: true,
    is_verified: actor === 'verifiedPro',
    headline: `${name} headline`,
  });
  return user;
}

/**
 * An idea with its cast: team member, accepted collaborator, the invitee's open team invite and
 * invitation to collaborate. `records` says which records around it to create (all for the
 * shared ideas; a throwaway copy makes only the one its case needs).
 */
async function buildIdeaFixture(
  kind: 'public' | 'private' | 'premium',
  marks: Marks,
  records: readonly IdeaRecord[] = ['commentId', 'requestId', 'taskId', 'fileId'],
): Promise<IdeaFixture> {
  const db = t.database.db;
  const u = world.users;
  const id = await buildIdea(db, u.owner.id, {
    title: kind === 'private' ? `Private ${marks.privateTitle}` : `Matrix ${kind} idea`,
    visibility: kind === 'private' ? 'private' : 'public',
    is_premium: kind === 'premium',
    full_description: kind === 'premium' ? `Locked plan: ${marks.premiumWord}` : 'Open plan',
    roadmap: kind === 'premium' ? `Locked roadmap ${marks.premiumWord}` : null,
  });
  await db.insertInto('idea_team_members').values({ idea_id: id, member_id: u.teamMember.id }).execute();
  await db
    .insertInto('idea_collab_interest')
    .values({ idea_id: id, user_id: u.collaborator.id, status: 'accepted', responded_at: new Date() })
    .execute();
  const collabInvite = await db
    .insertInto('idea_collab_interest')
    .values({ idea_id: id, user_id: u.invitee.id, status: 'invited', invited_by: u.owner.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const none = { id: '00000000-0000-4000-8000-000000000000' };
  const request = records.includes('requestId')
    ? await db
        .insertInto('idea_collab_interest')
        .values({ idea_id: id, user_id: u.requester.id, status: 'pending', message: marks.requestMessage })
        .returning('id')
        .executeTakeFirstOrThrow()
    : none;
  const teamInvite = await db
    .insertInto('idea_team_invites')
    .values({ idea_id: id, inviter_id: u.owner.id, invitee_id: u.invitee.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  let comment = none;
  if (records.includes('commentId')) {
    comment = await db
      .insertInto('idea_comments')
      .values({ idea_id: id, user_id: u.owner.id, body: 'Owner comment' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('ideas').set({ comments_count: 1 }).where('id', '=', id).execute();
  }
  const task = records.includes('taskId')
    ? await db
        .insertInto('workspace_tasks')
        .values({ idea_id: id, title: 'Matrix task', created_by: u.owner.id })
        .returning('id')
        .executeTakeFirstOrThrow()
    : none;
  if (records.length === 4) {
    await db
      .insertInto('workspace_messages')
      .values({ idea_id: id, sender_id: u.owner.id, body: marks.workspaceChat })
      .execute();
  }
  let file = none;
  if (records.includes('fileId')) {
    const path = `workspace/${id}/${rand()}-plan.txt`;
    await t.app.ctx.storage.put(path, Buffer.from('workspace plan'), { contentType: 'text/plain' });
    file = await db
      .insertInto('workspace_files')
      .values({
        idea_id: id,
        uploader_id: u.owner.id,
        path,
        name: 'plan.txt',
        content_type: 'text/plain',
        size_bytes: 14,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  return {
    id,
    commentId: comment.id,
    teamInviteId: teamInvite.id,
    collabInviteId: collabInvite.id,
    requestId: request.id,
    taskId: task.id,
    fileId: file.id,
  };
}

interface Marks {
  privateTitle: string;
  premiumWord: string;
  dm: string;
  notification: string;
  hermit: string;
  workspaceChat: string;
  requestMessage: string;
  /** In every service's title; the next two only in the draft's and the unlisted service's. */
  shop: string;
  draftService: string;
  unlistedService: string;
}

async function insertDm(body: string): Promise<string> {
  const row = await t.database.db
    .insertInto('direct_messages')
    .values({ sender_id: world.users.owner.id, recipient_id: world.users.teamMember.id, body })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertNotification(userId: string, title: string): Promise<string> {
  const row = await t.database.db
    .insertInto('notifications')
    .values({ user_id: userId, type: 'system', title, body: title, link: '/notifications', meta: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A service of the shop with one package, inserted as its seller would leave it: the listed and
 * draft ones are the verified professional's, the unlisted one (published) the unverified one's.
 */
async function insertService(kind: ServiceKind, title: string): Promise<string> {
  const db = t.database.db;
  const proId = userOf.get(kind === 'unlisted' ? 'unverifiedPro' : 'verifiedPro')?.id as string;
  const published = kind !== 'draft';
  const row = await db
    .insertInto('pro_services')
    .values({
      pro_id: proId,
      title,
      category: 'validate',
      description: 'A matrix service',
      eta_days: 7,
      from_cents: 10_000,
      status: published ? 'published' : 'draft',
      published_at: published ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('service_packages')
    .values({ service_id: row.id, tier: 'basic', name: 'Basic', price_cents: 10_000, days: 7 })
    .execute();
  return row.id;
}

/**
 * An order of the owner on the listed service, as the orders module leaves it after payment, start
 * and a first submission: in progress, paid and held in escrow, milestone 1 submitted, one file.
 */
async function insertOrder(): Promise<OrderFixture> {
  const db = t.database.db;
  const buyerId = userOf.get('owner')?.id as string;
  const proId = userOf.get('verifiedPro')?.id as string;
  const pkg = await db
    .selectFrom('service_packages')
    .select(['id', 'service_id'])
    .where('id', '=', world.packageId)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const order = await db
    .insertInto('service_orders')
    .values({
      buyer_id: buyerId,
      pro_id: proId,
      service_id: pkg.service_id,
      package_id: pkg.id,
      service_title: 'Matrix order',
      service_category: 'validate',
      package_name: 'Basic',
      package_tier: 'basic',
      package_days: 7,
      subtotal_cents: 9_000,
      price_cents: 9_000,
      status: 'in_progress',
      idempotency_key: crypto.randomUUID(),
      escrow_pi_id: `pi_matrix_${rand()}`,
      paid_at: now,
      started_at: now,
      first_response_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('escrow_ledger')
    .values({
      order_id: order.id,
      pro_id: proId,
      kind: 'hold',
      amount_cents: 9_000,
      entry_key: `hold:${order.id}`,
    })
    .execute();
  const milestones = await db
    .insertInto('order_milestones')
    .values(
      [1, 2, 3].map((n) => ({
        order_id: order.id,
        position: n,
        title: `Milestone ${n}`,
        due_date: new Date(now.getTime() + n * 3 * 86_400_000),
        amount_cents: 3_000,
        status: n === 1 ? ('submitted' as const) : ('open' as const),
        submitted_at: n === 1 ? now : null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const file = await db
    .insertInto('order_files')
    .values({
      order_id: order.id,
      uploader_id: proId,
      name: `${now.getTime()}-brief.pdf`,
      original_name: 'brief.pdf',
      storage_key: `order-files/${order.id}/${now.getTime()}-brief.pdf`,
      content_type: 'application/pdf',
      size_bytes: 10,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const idAt = (position: number) => milestones.find((m) => m.position === position)?.id as string;
  return { id: order.id, submittedMilestoneId: idAt(1), openMilestoneId: idAt(2), fileId: file.id };
}

async function buildWorld(): Promise<void> {
  const db = t.database.db;
  const marks: Marks = {
    privateTitle: `privmark${rand()}`,
    premiumWord: `premmark${rand()}`,
    dm: `dmmark${rand()}`,
    notification: `notifmark${rand()}`,
    hermit: `hermitmark${rand()}`,
    workspaceChat: `wsmark${rand()}`,
    requestMessage: `reqmark${rand()}`,
    shop: `shopmark${rand()}`,
    draftService: `draftmark${rand()}`,
    unlistedService: `unlistedmark${rand()}`,
  };
  const signedInActors = ACTORS.filter((a): a is SignedInActor => a !== 'anonymous');
  for (const actor of signedInActors) {
    const user = await newActorUser(actor, `Matrix ${actor}`);
    userOf.set(actor, user);
    agents.set(actor, await signInAs(t.app, user));
  }
  const requester = await newActorUser('stranger', 'Rita Requester');
  const bystander = await newActorUser('stranger', 'Bea Bystander');
  const hermit = await buildUser(db, { fullName: 'Hermit Private' });
  await buildProfile(db, hermit.id, { public_profile: false, headline: marks.hermit, bio: marks.hermit });
  // The hermit has a follower, so an answer that counts them would show it.
  await db
    .insertInto('follows')
    .values({ follower_id: requester.id, following_id: hermit.id, status: 'accepted' })
    .execute();
  const users = Object.fromEntries(
    [...userOf].map(([actor, user]) => [actor, { id: user.id, email: user.email }]),
  ) as World['users'];
  users.requester = { id: requester.id, email: requester.email };
  users.hermit = { id: hermit.id, email: hermit.email };
  users.bystander = { id: bystander.id, email: bystander.email };

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  world = {
    users,
    ideas: {} as World['ideas'],
    dmMessageId: '',
    ownerNotificationId: '',
    premiumWord: marks.premiumWord,
    freshIdea: (kind, record) => buildIdeaFixture(kind, marks, record ? [record] : []),
    freshDm: () => insertDm(marks.dm),
    freshNotification: (userId) => insertNotification(userId, marks.notification),
    async freshCode(purpose) {
      const user = await buildUser(db, { fullName: 'Code Person' });
      const res = await createAgent(t.app).post(contract.AUTH_API.sendCode, { email: user.email, purpose });
      if (res.statusCode !== 200) throw new Error(`send code: ${res.statusCode} ${res.body}`);
      const mailed = await readMailedCode(db, user.email);
      return { email: user.email, code: mailed.code, linkToken: mailed.linkToken };
    },
    files: { png, pdf },
    services: {} as World['services'],
    shopWord: marks.shop,
    // Throwaway copies carry no secret mark: an allowed publish makes them public.
    freshService: (kind) => insertService(kind, `Matrix throwaway ${kind} service`),
    packageId: '',
    order: {} as OrderFixture,
    freshOrder: () => insertOrder(),
  };
  const titles: Record<ServiceKind, string> = {
    listed: `Listed ${marks.shop} service`,
    draft: `Draft ${marks.shop} ${marks.draftService}`,
    unlisted: `Unlisted ${marks.shop} ${marks.unlistedService}`,
  };
  for (const kind of ['listed', 'draft', 'unlisted'] as const) {
    const id = await insertService(kind, titles[kind]);
    const seller = kind === 'unlisted' ? users.unverifiedPro : users.verifiedPro;
    world.services[kind] = { id, proId: seller.id };
  }
  for (const kind of ['public', 'private', 'premium'] as const) {
    world.ideas[kind] = await buildIdeaFixture(kind, marks);
  }
  world.packageId = (
    await db
      .selectFrom('service_packages')
      .select('id')
      .where('service_id', '=', world.services.listed.id)
      .executeTakeFirstOrThrow()
  ).id;
  world.order = await insertOrder();
  world.dmMessageId = await insertDm(marks.dm);
  world.ownerNotificationId = await insertNotification(users.owner.id, marks.notification);

  const everyone = new Set<Actor>(ACTORS);
  const only = (...actors: Actor[]) => new Set<Actor>(actors);
  secrets.push(
    { text: marks.privateTitle, seenBy: only(...MEMBERS, 'invitee'), what: 'the private idea' },
    { text: world.ideas.private.id, seenBy: only(...MEMBERS, 'invitee'), what: 'the private idea id' },
    { text: marks.premiumWord, seenBy: only(...MEMBERS, 'verifiedPro'), what: 'locked premium text' },
    { text: marks.dm, seenBy: only('owner', 'teamMember'), what: "another pair's direct message" },
    { text: marks.notification, seenBy: only('owner'), what: "another user's notification" },
    { text: marks.hermit, seenBy: new Set(), what: 'a private profile' },
    { text: marks.workspaceChat, seenBy: only(...MEMBERS), what: 'workspace chat' },
    { text: marks.requestMessage, seenBy: only('owner'), what: "someone's collaboration request" },
    { text: marks.draftService, seenBy: only('verifiedPro'), what: "another seller's draft service" },
    { text: world.services.draft.id, seenBy: only('verifiedPro'), what: "another seller's draft id" },
    { text: marks.unlistedService, seenBy: only('unverifiedPro'), what: 'an unlisted service' },
    { text: world.services.unlisted.id, seenBy: only('unverifiedPro'), what: 'an unlisted service id' },
  );
  void everyone;

  // One query fingerprints every data table, to prove a refused mutation changed nothing.
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts = tables.rows
    .map((r) => r.table_name)
    .filter((name) => !BOOKKEEPING.has(name))
    .map(
      (name) =>
        // Rows and the newest row version: any insert, update or delete changes one of them.
        `select '${name}' as t, count(*)::text || ':' || coalesce(max(x.xmin::text::bigint), 0)::text as h from "${name}" x`,
    );
  fingerprintSql = sql<{ t: string; h: string }>`${sql.raw(parts.join(' union all '))}`;
}

let fingerprintMs = 0;
async function fingerprint(): Promise<Map<string, string>> {
  const started = Date.now();
  const result = await fingerprintSql.execute(t.database.db);
  fingerprintMs += Date.now() - started;
  return new Map(result.rows.map((r) => [r.t, r.h]));
}

interface Case {
  key: string;
  op: Operation;
  row: PolicyRow;
  actor: Actor;
  target: Target;
  expected: Expected;
}

function buildCases(ops: Operation[]): Case[] {
  const cases: Case[] = [];
  for (const op of ops) {
    const row = POLICY[op.key];
    if (!row) continue;
    for (const target of row.targets) {
      for (const actor of ACTORS) {
        cases.push({ key: op.key, op, row, actor, target, expected: row.expect(actor, target) });
      }
    }
  }
  return cases;
}

async function freshAgentFor(actor: Actor): Promise<Agent> {
  if (actor === 'anonymous') return createAgent(t.app);
  const user = await newActorUser(actor, `Fresh ${actor}`);
  return signInAs(t.app, user);
}

function urlOf(
  op: Operation,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const path = op.endpoint
    ? endpointPath(op.endpoint, params)
    : op.path.replace('{*}', params['*'] ?? '').replace(/\{([^}]+)\}/g, (_m, n: string) => params[n] ?? '');
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

interface Finding {
  case: string;
  expected: string;
  got: string;
}

beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.addHook('onRequest', async () => {
      requests++;
    });
  });
  await buildWorld();
}, 120_000);
afterAll(() => t?.close());

describe('authorization matrix', () => {
  const ops = () => {
    const fromContract = contractEndpoints();
    return { fromContract };
  };

  it('has a policy row for every endpoint of the contract and every OpenAPI operation', async () => {
    const { fromContract } = ops();
    const missing = fromContract.filter((op) => !POLICY[op.key]).map((op) => op.key);
    expect(missing, 'endpoints without a row in test/security/policy.ts').toEqual([]);

    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const covered = new Set([
      ...fromContract.map((op) => `${op.method} ${openApiPath(op.path)}`),
      ...Object.keys(POLICY)
        .filter((key) => key.startsWith('ROUTE '))
        .map((key) => key.slice('ROUTE '.length)),
    ]);
    const published = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(
      published.filter((op) => !covered.has(op)),
      'OpenAPI operations without a policy row',
    ).toEqual([]);
    const known = new Set(fromContract.map((op) => op.key));
    expect(
      Object.keys(POLICY).filter((key) => !key.startsWith('ROUTE ') && !known.has(key)),
      'policy rows for endpoints that no longer exist',
    ).toEqual([]);
  });

  it('answers every (actor, endpoint, resource) as the policy says, and leaks nothing', async () => {
    const started = Date.now();
    const { fromContract } = ops();
    const routes: Operation[] = Object.keys(POLICY)
      .filter((key) => key.startsWith('ROUTE '))
      .map((key) => {
        const [, method, path] = key.split(' ');
        return { key, method: method as string, path: path as string };
      });
    // Refused mutations first, back to back: each is checked against the data as the one before
    // left it (one fingerprint a case), before any allowed call queues consequences.
    const all = buildCases([...fromContract, ...routes]);
    const refusedMutation = (c: Case) => c.row.mutates && c.expected !== 'ok';
    const cases = [...all.filter(refusedMutation), ...all.filter((c) => !refusedMutation(c))];
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.notifications.drain();
    let lastFingerprint: Map<string, string> | undefined;
    expect(cases.length).toBeGreaterThanOrEqual(400);
    const findings: Finding[] = [];
    let unexpected2xx = 0;
    let leaks = 0;
    let refusedMutations = 0;
    let setupMs = 0;
    const requestsBefore = requests;

    for (const c of cases) {
      const allowed = c.expected === 'ok';
      const ctx: CaseContext = {
        w: world,
        actor: c.actor,
        target: c.target,
        fresh: c.row.mutates && allowed,
      };
      const setupStarted = Date.now();
      const req = await c.row.request(ctx);
      const agent =
        req.asFreshActor || c.actor === 'anonymous'
          ? await freshAgentFor(c.actor)
          : (agents.get(c.actor as SignedInActor) as Agent);
      setupMs += Date.now() - setupStarted;
      const checkUnchanged = c.row.mutates && !allowed;
      const freshSignedIn = Boolean(req.asFreshActor) && c.actor !== 'anonymous';
      const before = checkUnchanged
        ? lastFingerprint && !freshSignedIn
          ? lastFingerprint
          : await fingerprint()
        : undefined;
      const url = urlOf(c.op, req.params, req.query);
      const raw = c.op.endpoint && isRawBody(c.op.endpoint.body);
      const res = await agent.request(
        c.op.method as 'GET',
        url,
        req.body,
        raw || req.contentType ? { 'content-type': req.contentType ?? 'application/octet-stream' } : {},
      );
      const label = `${c.op.method} ${c.op.path} as ${c.actor} on ${c.target}`;
      if (!matches(c.expected, res.statusCode)) {
        if (res.statusCode >= 200 && res.statusCode < 300) unexpected2xx++;
        findings.push({
          case: label,
          expected: String(c.expected),
          got: `${res.statusCode} ${res.body.slice(0, 160)}`,
        });
      }
      if (res.statusCode >= 200 && res.statusCode < 300) {
        for (const secret of secrets) {
          if (!secret.seenBy.has(c.actor) && res.body.includes(secret.text)) {
            leaks++;
            findings.push({ case: label, expected: `no ${secret.what}`, got: `${res.statusCode} shows it` });
          }
        }
        const leak = c.row.leaks?.(ctx, res.body);
        if (leak) {
          leaks++;
          findings.push({ case: label, expected: `no ${leak}`, got: `${res.statusCode} shows it` });
        }
        for (const id of c.row.mustList?.(ctx) ?? []) {
          if (!res.body.includes(id)) {
            findings.push({ case: label, expected: `lists ${id}`, got: `${res.statusCode} without it` });
          }
        }
        for (const id of c.row.mustNotList?.(ctx) ?? []) {
          if (res.body.includes(id)) {
            leaks++;
            findings.push({
              case: label,
              expected: `does not list ${id}`,
              got: `${res.statusCode} lists it`,
            });
          }
        }
      }
      if (before) {
        const after = await fingerprint();
        lastFingerprint = after;
        const changed = [...after]
          .filter(([table, hash]) => before.get(table) !== hash)
          .map(([table]) => table);
        if (changed.length > 0) {
          refusedMutations++;
          findings.push({
            case: label,
            expected: 'refused without a change',
            got: `changed ${changed.join(', ')}`,
          });
          // Let what it queued land now, so the next case is not blamed for it.
          await t.app.ctx.jobs.runDue();
          await t.app.ctx.notifications.drain();
          lastFingerprint = await fingerprint();
        }
      }
    }

    const summary = {
      cases: cases.length,
      endpoints: new Set(cases.map((c) => c.key)).size,
      actors: ACTORS.length,
      requests: requests - requestsBefore,
      allowedCases: cases.filter((c) => c.expected === 'ok').length,
      findings: findings.length,
      unexpected2xx,
      leaks,
      refusedMutationsThatChangedData: refusedMutations,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      fingerprintSeconds: Math.round(fingerprintMs / 100) / 10,
      setupSeconds: Math.round(setupMs / 100) / 10,
    };
    console.log(`authorization matrix: ${JSON.stringify(summary)}`);
    for (const f of findings) console.log(`FINDING ${f.case}: expected ${f.expected}, got ${f.got}`);
    expect(findings).toEqual([]);
  }, 300_000);
});
