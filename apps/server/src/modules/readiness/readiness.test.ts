import { NO_READINESS, PROFILE_API, PROFILE_TEXT, READINESS_EVENTS, READINESS_POINTS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const signedIn = () => signedInUser(t.app, t.database.db);
const nothing = NO_READINESS;

function telemetryOf(userId: string) {
  return t.database.db
    .selectFrom('telemetry_events')
    .select(['event_name', 'props'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('event_name')
    .execute();
}

describe('my founder readiness', () => {
  it('needs a session', async () => {
    expect((await createAgent(t.app).get(PROFILE_API.readiness)).statusCode).toBe(401);
    expect((await createAgent(t.app).put(PROFILE_API.readiness, nothing)).statusCode).toBe(401);
  });

  it('is all zeros before the first save', async () => {
    const { agent } = await signedIn();
    expect((await agent.get(PROFILE_API.readiness)).json()).toEqual({
      ...nothing,
      score: 0,
      updatedAt: null,
    });
  });

  it('scores on the server, says when it improved, and records telemetry', async () => {
    const { user, agent } = await signedIn();
    const first = await agent.put(PROFILE_API.readiness, { ...nothing, priorFounder: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      previousScore: 0,
      improved: true,
      readiness: { priorFounder: true, score: READINESS_POINTS.priorFounder },
    });

    const full = READINESS_POINTS.priorFounder + READINESS_POINTS.deckReady + READINESS_POINTS.deckUrl;
    const second = await agent.put(PROFILE_API.readiness, {
      ...nothing,
      priorFounder: true,
      deckReady: true,
      deckUrl: 'docs.example.com/deck/',
      arrAmount: 1200,
    });
    expect(second.json()).toMatchObject({
      previousScore: READINESS_POINTS.priorFounder,
      improved: true,
      readiness: { score: full, deckUrl: 'https://docs.example.com/deck', arrAmount: 1200 },
    });
    // 'Nice! Founder Readiness improved from X → Y.' is built from these two numbers.
    expect(PROFILE_TEXT.readinessImproved(second.json().previousScore, second.json().readiness.score)).toBe(
      `Nice! Founder Readiness improved from ${READINESS_POINTS.priorFounder} → ${full}.`,
    );

    const lower = await agent.put(PROFILE_API.readiness, nothing);
    expect(lower.json()).toMatchObject({ previousScore: full, improved: false, readiness: { score: 0 } });

    expect(await telemetryOf(user.id)).toEqual([
      { event_name: READINESS_EVENTS.saved, props: { score: READINESS_POINTS.priorFounder } },
      { event_name: READINESS_EVENTS.improved, props: { from: 0, to: READINESS_POINTS.priorFounder } },
      { event_name: READINESS_EVENTS.saved, props: { score: full } },
      { event_name: READINESS_EVENTS.improved, props: { from: READINESS_POINTS.priorFounder, to: full } },
      { event_name: READINESS_EVENTS.saved, props: { score: 0 } },
    ]);
    expect((await agent.get(PROFILE_API.readiness)).json()).toMatchObject({ score: 0, deckUrl: null });
  });

  it('refuses a negative ARR amount with the message, and a deck URL that is not a web address', async () => {
    const { agent } = await signedIn();
    const negative = await agent.put(PROFILE_API.readiness, { ...nothing, arrAmount: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields['body.arrAmount']).toContain(PROFILE_TEXT.arrNonNegative);
    const deck = await agent.put(PROFILE_API.readiness, { ...nothing, deckUrl: 'my deck' });
    expect(deck.statusCode).toBe(400);
    expect(deck.json().error.fields.deckUrl).toEqual([PROFILE_TEXT.deckUrlInvalid]);
    const zero = await agent.put(PROFILE_API.readiness, { ...nothing, arrDisclosed: true, arrAmount: 0 });
    expect(zero.json().readiness).toMatchObject({ arrAmount: 0, score: READINESS_POINTS.arrDisclosed });
  });
});

describe("someone's readiness", () => {
  it('shows the facts and score without the ARR amount or deck URL, to a visitor too', async () => {
    const owner = await signedIn();
    await owner.agent.put(PROFILE_API.readiness, {
      ...nothing,
      arrDisclosed: true,
      arrAmount: 50_000,
      deckReady: true,
      deckUrl: 'https://deck.example.com/x',
    });
    const other = await signedIn();
    for (const agent of [other.agent, createAgent(t.app)]) {
      const res = await agent.get(PROFILE_API.readinessPublic(owner.user.id));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).not.toHaveProperty('arrAmount');
      expect(body).not.toHaveProperty('deckUrl');
      expect(JSON.stringify(body)).not.toContain('deck.example.com');
      expect(body).toMatchObject({ userId: owner.user.id, arrDisclosed: true, deckReady: true, score: 50 });
    }
    const explained = (await other.agent.get(PROFILE_API.readinessExplanation(owner.user.id))).json();
    expect(explained.score).toBe(50);
    expect(
      explained.items.filter((i: { earned: boolean }) => i.earned).map((i: { key: string }) => i.key),
    ).toEqual(['arrDisclosed', 'arrAmount', 'deckReady', 'deckUrl']);
    expect(JSON.stringify(explained)).not.toContain('50000');
  });

  it('is hidden with a private profile, except from its owner', async () => {
    const owner = await signedIn();
    await owner.agent.patch(PROFILE_API.me, { publicProfile: false });
    const other = await signedIn();
    for (const url of [
      PROFILE_API.readinessPublic(owner.user.id),
      PROFILE_API.readinessExplanation(owner.user.id),
    ]) {
      const res = await other.agent.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PROFILE_TEXT.notFoundOrPrivate);
      expect((await owner.agent.get(url)).statusCode).toBe(200);
    }
  });
});
