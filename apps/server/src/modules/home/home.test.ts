import { randomUUID } from 'node:crypto';
import {
  HOME,
  HOME_API,
  HOME_PULSE_TOPIC,
  HOME_REALTIME_EVENTS,
  HomeDataSchema,
  HomePulseSchema,
  type PulseItem,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { feedCaughtUp } from '../../../test/feed-caught-up.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { eventOf, subscribeAnswer, useLiveTestApp } from '../../../test/ws-client.ts';
import { postIdea } from '../ideas/ideas.test-kit.ts';

const { t, socketOf, subscribedSocket } = useLiveTestApp();
const db = () => t.database.db;

/** Every row this file writes is newer than the last: the newest 12 of the network are this test's. */
let tick = 0;
const base = Date.now() + 24 * 3600_000;
const next = () => new Date(base + ++tick * 1000);
const HASH = 'a'.repeat(64);

async function person(name: string, profile: { country?: string; public_profile?: boolean } = {}) {
  const user = await buildUser(db(), { fullName: name });
  await buildProfile(db(), user.id, profile);
  return user.id;
}

async function idea(ownerId: string, title: string, visibility: 'public' | 'private' = 'public') {
  const row = await db()
    .insertInto('ideas')
    .values({ user_id: ownerId, title, short_description: 'Short.', visibility, created_at: next() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Scope = 'public' | 'pro_only' | 'collaborators' | 'private';

async function evidence(
  ownerId: string,
  title: string,
  options: { scope?: Scope; experimentId?: string; finalized?: boolean; tombstoned?: boolean } = {},
) {
  const entry = await db()
    .insertInto('evidence_entries')
    .values({
      owner_id: ownerId,
      context_kind: options.experimentId ? 'experiment' : 'standalone',
      context_id: options.experimentId ?? null,
      kind: options.experimentId ? 'experiment_passed' : 'evidence',
      scope: options.scope ?? 'public',
      tombstoned_at: options.tombstoned ? new Date() : null,
      created_at: next(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const finalized = options.finalized ?? true;
  const version = await db()
    .insertInto('evidence_versions')
    .values({
      evidence_id: entry.id,
      version: 1,
      title,
      created_by: ownerId,
      state: finalized ? 'finalized' : 'draft',
      finalized_at: finalized ? new Date() : null,
      hash: finalized ? HASH : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { evidenceId: entry.id, versionId: version.id };
}

/** A published (passed) sprint: the experiment and its experiment_passed evidence. */
async function passedSprint(ownerId: string, title: string, ideaId: string | null = null) {
  const experiment = await db()
    .insertInto('experiments')
    .values({ owner_user_id: ownerId, idea_id: ideaId, share_token: randomUUID(), finalized_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { evidenceId, versionId } = await evidence(ownerId, title, { experimentId: experiment.id });
  await db()
    .updateTable('experiments')
    .set({ evidence_id: evidenceId, version_id: versionId })
    .where('id', '=', experiment.id)
    .execute();
  return evidenceId;
}

async function cosign(signerId: string, ev: { evidenceId: string; versionId: string }) {
  await db()
    .insertInto('evidence_cosigns')
    .values({
      evidence_id: ev.evidenceId,
      signer_user_id: signerId,
      version_id: ev.versionId,
      created_at: next(),
    })
    .execute();
}

async function upvote(userId: string, evidenceId: string) {
  await db()
    .insertInto('evidence_upvotes')
    .values({ evidence_id: evidenceId, user_id: userId, is_pro: false, created_at: next() })
    .execute();
}

async function follow(userId: string, ideaId: string) {
  await db()
    .insertInto('idea_follows')
    .values({ idea_id: ideaId, user_id: userId, created_at: next() })
    .execute();
}

async function completedOrder(buyerId: string, proId: string, ideaId: string | null, title: string) {
  const at = next();
  const row = await db()
    .insertInto('service_orders')
    .values({
      buyer_id: buyerId,
      pro_id: proId,
      idea_id: ideaId,
      service_title: title,
      service_category: 'Research',
      package_name: 'Basic',
      package_tier: 'basic',
      package_days: 3,
      subtotal_cents: 12345,
      price_cents: 12345,
      idempotency_key: randomUUID(),
      status: 'completed',
      completed_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The pulse as a visitor reads it once every write so far has been announced (it is a shared read). */
async function pulse(): Promise<PulseItem[]> {
  await feedCaughtUp(t.app);
  const res = await createAgent(t.app).get(HOME_API.pulse);
  expect(res.statusCode).toBe(200);
  return HomePulseSchema.parse(res.json()).items;
}

// First: the rows the other tests write are dated a day ahead, above anything published now.
describe('home:pulse: the live push', () => {
  it('tells signed-in sockets that the pulse changed when an idea is published, and it is there at once', async () => {
    const socket = await subscribedSocket(HOME_PULSE_TOPIC);
    const { agent } = await signedInUser(t.app, db(), { role: 'idea_owner' });
    const id = await postIdea(agent, { title: 'Published just now' });
    const frame = await socket.next(eventOf(HOME_REALTIME_EVENTS.pulseChanged));
    expect(frame).toMatchObject({ type: 'event', topic: HOME_PULSE_TOPIC, event: { data: {} } });
    const items = await pulse();
    expect(items.map((item) => item.id)).toContain(id);
  });

  it('refuses other topics under the home prefix', async () => {
    const socket = await socketOf(randomUUID());
    expect(await subscribeAnswer(socket, 'home:other')).toMatchObject({
      type: 'error',
      code: 'E_NOT_AUTHORIZED',
    });
  });
});

describe('GET /api/home/pulse: the Live Innovation Pulse', () => {
  it('shows each kind of public activity, newest first, with its actor, ticker and link', async () => {
    const owner = await person('Ada Founder', { country: 'Kenya' });
    const fan = await person('Ben Supporter', { country: 'Peru' });
    const pro = await person('Cleo Pro', { country: 'Chile' });
    const ideaId = await idea(owner, 'Solar cold storage');
    const sprintEvidence = await passedSprint(owner, 'Interview sprint: Solar cold storage', ideaId);
    const ev = await evidence(owner, 'Farmers pay per crate');
    await cosign(pro, ev);
    await upvote(fan, ev.evidenceId);
    await follow(fan, ideaId);
    const orderId = await completedOrder(owner, pro, ideaId, 'Customer interviews');

    const items = await pulse();
    expect(items.slice(0, 6).map((item) => [item.kind, item.subject.title, item.actor.name])).toEqual([
      ['order_completed', 'Customer interviews', 'Cleo Pro'],
      ['follow', 'Solar cold storage', 'Ben Supporter'],
      ['upvote', 'Farmers pay per crate', 'Ben Supporter'],
      ['evidence_cosigned', 'Farmers pay per crate', 'Cleo Pro'],
      ['sprint_passed', 'Interview sprint: Solar cold storage', 'Ada Founder'],
      ['idea_published', 'Solar cold storage', 'Ada Founder'],
    ]);
    const byKind = Object.fromEntries(items.slice(0, 6).map((item) => [item.kind, item]));
    expect(byKind.idea_published).toMatchObject({
      id: ideaId,
      ticker: 'founderActivity',
      subject: { path: `/ideas/${ideaId}` },
      actor: { id: owner, country: 'Kenya', avatarUrl: null },
    });
    expect(byKind.sprint_passed).toMatchObject({
      ticker: 'founderActivity',
      subject: { path: `/ledger/e/${sprintEvidence}` },
    });
    expect(byKind.evidence_cosigned).toMatchObject({
      ticker: 'globalPulse',
      subject: { path: `/ledger/e/${ev.evidenceId}` },
    });
    expect(byKind.upvote).toMatchObject({ ticker: 'supporterBoosts', actor: { country: 'Peru' } });
    expect(byKind.follow).toMatchObject({ ticker: 'supporterBoosts', subject: { path: `/ideas/${ideaId}` } });
    // A completed order names the professional and the service, never the buyer, the idea or the money.
    expect(byKind.order_completed).toMatchObject({
      id: orderId,
      ticker: 'globalPulse',
      actor: { id: pro },
      subject: { path: `/pro/${pro}` },
    });
    const text = JSON.stringify(items.slice(0, 6));
    expect(text).not.toContain('12345');
    expect(text).not.toContain('123.45');
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('never shows private ideas, activity on them, or evidence that is not public', async () => {
    const owner = await person('Dana Private');
    const fan = await person('Eli Fan');
    const marker = await idea(owner, 'Public marker');
    const secret = await idea(owner, 'Secret idea', 'private');
    await follow(fan, secret);
    await passedSprint(owner, 'Interview sprint: Secret idea', secret);
    await completedOrder(fan, owner, secret, 'Hidden order service');
    for (const scope of ['pro_only', 'collaborators', 'private'] as const) {
      const hidden = await evidence(owner, `Hidden ${scope}`, { scope });
      await cosign(fan, hidden);
    }
    const draft = await evidence(owner, 'Draft only', { finalized: false });
    await upvote(fan, draft.evidenceId);
    const withdrawn = await evidence(owner, 'Withdrawn', { tombstoned: true });
    await upvote(fan, withdrawn.evidenceId);

    const items = await pulse();
    const text = JSON.stringify(items);
    for (const word of [
      'Secret idea',
      'Hidden pro_only',
      'Hidden collaborators',
      'Hidden private',
      'Draft only',
    ]) {
      expect(text).not.toContain(word);
    }
    expect(text).not.toContain('Withdrawn');
    expect(text).not.toContain(secret);
    // The completed order appears, but says nothing of the private idea it was for.
    expect(items.map((item) => item.kind).slice(0, 2)).toEqual(['order_completed', 'idea_published']);
    expect(items[1]?.id).toBe(marker);
  });

  it('holds the 12 newest of each ticker, newest first', async () => {
    const owner = await person('Finn Many');
    const ids: string[] = [];
    for (let i = 0; i < HOME.liveFeedFetch + 2; i++) ids.push(await idea(owner, `Idea ${i}`));
    const items = await pulse();
    const founders = items.filter((item) => item.ticker === 'founderActivity');
    expect(founders.map((item) => item.id)).toEqual(ids.slice(2).reverse());
    for (const ticker of ['supporterBoosts', 'globalPulse'])
      expect(items.filter((item) => item.ticker === ticker).length).toBeLessThanOrEqual(HOME.liveFeedFetch);
    const times = items.map((item) => Date.parse(item.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps a busy ticker from crowding out the others', async () => {
    const owner = await person('Gus Quiet');
    const ideaId = await idea(owner, 'Quiet but there');
    for (let i = 0; i < HOME.liveFeedFetch + 1; i++) await follow(await person(`Fan ${i}`), ideaId);
    const items = await pulse();
    expect(items.filter((item) => item.kind === 'follow')).toHaveLength(HOME.liveFeedFetch);
    expect(items.find((item) => item.ticker === 'founderActivity')).toMatchObject({ id: ideaId });
  });

  it('gives the country only of public profiles', async () => {
    const hidden = await person('Gia Hidden', { country: 'Norway', public_profile: false });
    await idea(hidden, 'Quiet idea');
    const [item] = await pulse();
    expect(item).toMatchObject({ actor: { name: 'Gia Hidden', country: null } });
  });
});

describe('GET /api/home: the page in one round trip', () => {
  it('answers everyone with the top professionals, the pulse and the approved testimonials', async () => {
    const owner = await person('Hana Home');
    const ideaId = await idea(owner, 'Home idea');
    const author = await buildUser(db());
    for (const approved of [true, false]) {
      await db()
        .insertInto('testimonials')
        .values({
          user_id: author.id,
          name: approved ? 'Approved Voice' : 'Pending Voice',
          country: 'Ghana',
          quote: 'IBH helped me test my idea with real users in one week. ',
          is_approved: approved,
        })
        .execute();
    }
    await feedCaughtUp(t.app);
    const anonymous = await createAgent(t.app).get(HOME_API.home);
    expect(anonymous.statusCode).toBe(200);
    const home = HomeDataSchema.parse(anonymous.json());
    expect(home.topPros).toEqual({ pros: [], rising: [] });
    expect(home.pulse.find((item) => item.ticker === 'founderActivity')).toMatchObject({
      kind: 'idea_published',
      id: ideaId,
    });
    expect(home.testimonials.map((item) => item.name)).toEqual(['Approved Voice']);

    const { agent } = await signedInUser(t.app, db());
    const signedIn = await agent.get(HOME_API.home);
    expect(signedIn.statusCode).toBe(200);
    expect(HomeDataSchema.parse(signedIn.json()).pulse).toEqual(home.pulse);
  });
});
