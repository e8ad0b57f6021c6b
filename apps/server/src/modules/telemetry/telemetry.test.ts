import { PROFILE_API, TELEMETRY } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

describe('POST /api/telemetry', () => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).post(PROFILE_API.telemetry, { eventName: 'page_view' });
    expect(res.statusCode).toBe(401);
  });

  it('records an event with its props for the signed-in person', async () => {
    const { user, agent } = await signedInUser(t.app, t.database.db);
    const res = await agent.post(PROFILE_API.telemetry, {
      eventName: 'profile_viewed',
      props: { section: 'founder-readiness', score: 40, fromNudge: true, ref: null },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('telemetry_events')
      .select(['event_name', 'props'])
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      {
        event_name: 'profile_viewed',
        props: { section: 'founder-readiness', score: 40, fromNudge: true, ref: null },
      },
    ]);
  });

  it('refuses bad names, nested or too many props', async () => {
    const { agent } = await signedInUser(t.app, t.database.db);
    const tooMany = Object.fromEntries(
      Array.from({ length: TELEMETRY.propsMax + 1 }, (_, i) => [`k${i}`, i]),
    );
    for (const body of [
      { eventName: 'Page View' },
      { eventName: 'x'.repeat(TELEMETRY.eventNameMax + 1) },
      { eventName: 'ok_name', props: { nested: { a: 1 } } },
      { eventName: 'ok_name', props: tooMany },
      { eventName: 'ok_name', props: { text: 'x'.repeat(TELEMETRY.propValueMax + 1) } },
    ]) {
      const res = await agent.post(PROFILE_API.telemetry, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('limits each person to a rate per minute', async () => {
    const { agent } = await signedInUser(t.app, t.database.db);
    for (let i = 0; i < TELEMETRY.perUserPerMinute; i++) {
      expect((await agent.post(PROFILE_API.telemetry, { eventName: 'tick' })).statusCode).toBe(200);
    }
    const limited = await agent.post(PROFILE_API.telemetry, { eventName: 'tick' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
