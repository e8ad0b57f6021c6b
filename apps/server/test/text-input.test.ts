import { randomUUID } from 'node:crypto';
import {
  COLLAB_API,
  DASHBOARD_API,
  IDEA_API,
  MESSAGE_API,
  NOTIFICATION_API,
  PROFILE_API,
  TEXT_INPUT_TEXT,
} from '@ibh/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaInput, postIdea } from '../src/modules/ideas/ideas.test-kit.ts';
import { encodeCursor } from '../src/platform/cursor.ts';
import type { Agent } from './agent.ts';
import { signedInUser } from './sign-in.ts';
import { startTestApp, type TestApp } from './test-server.ts';

let t: TestApp;
let me: Agent;
let other: { id: string };
let ideaId: string;

beforeAll(async () => {
  t = await startTestApp();
  const a = await signedInUser(t.app, t.database.db);
  const b = await signedInUser(t.app, t.database.db);
  me = a.agent;
  other = { id: b.user.id };
  ideaId = await postIdea(me);
});
afterAll(() => t.close());

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('E_INVALID_INPUT');
  expect(error.message).toBe(TEXT_INPUT_TEXT.controlCharacters);
  expect(error.fields).toEqual({ [field]: [TEXT_INPUT_TEXT.controlCharacters] });
}

describe('control characters in text (issue 12, item 5)', () => {
  const NUL = '\u0000';

  it('refuses a NUL in every kind of body text with a coded 400 naming the field', async () => {
    const cases: [string, () => Promise<LightMyRequestResponse>, string][] = [
      ['message', () => me.post(MESSAGE_API.send, { recipientId: other.id, body: `hi${NUL}` }), 'body.body'],
      ['profile', () => me.patch(PROFILE_API.me, { bio: `bio${NUL}` }), 'body.bio'],
      ['idea', () => me.post(IDEA_API.ideas, ideaInput({ title: `Title${NUL}` })), 'body.title'],
      [
        'idea edit',
        () => me.patch(IDEA_API.idea(ideaId), { shortDescription: `x${NUL}` }),
        'body.shortDescription',
      ],
      ['comment', () => me.post(IDEA_API.comments(ideaId), { body: `nice${NUL}` }), 'body.body'],
      [
        'team invite',
        () => me.post(COLLAB_API.teamInvites(ideaId), { userId: other.id, message: NUL }),
        'body.message',
      ],
      ['report', () => me.post(MESSAGE_API.report(randomUUID()), { reason: `spam${NUL}` }), 'body.reason'],
      ['nested', () => me.patch(PROFILE_API.me, { skills: ['Design', `Sales${NUL}`] }), 'body.skills.1'],
    ];
    for (const [, send, field] of cases) expectRefused(await send(), field);
  });

  it('refuses a NUL in the query and in path parameters', async () => {
    expectRefused(await me.get(`${IDEA_API.ideas}?q=solar%00`), 'querystring.q');
    expectRefused(await me.get(`/api/users/search?q=ab%00`), 'querystring.q');
    expectRefused(await me.get(`/api/ideas/%00`), 'params.id');
    expectRefused(await me.get(`${NOTIFICATION_API.list}?cursor=%00`), 'querystring.cursor');
  });

  it('refuses the other C0 controls, DEL and C1 controls, and control characters in object keys', async () => {
    for (const bad of ['\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expectRefused(await me.post(IDEA_API.comments(ideaId), { body: `a${bad}b` }), 'body.body');
    }
    expectRefused(await me.patch(PROFILE_API.me, { [`bio${NUL}`]: 'x' }), 'body');
  });

  it('keeps tab and line breaks in multi-line body text, but not in the query', async () => {
    const res = await me.post(IDEA_API.comments(ideaId), { body: 'first line\nsecond line\r\n\tindented' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toContain('second line');
    expectRefused(await me.get(`${IDEA_API.ideas}?q=solar%0Akiosk`), 'querystring.q');
  });

  it('refuses a control character in an uploaded file name (it arrives in the query)', async () => {
    const res = await me.request('PUT', `${IDEA_API.files(ideaId)}?name=a%00.png`, Buffer.from('x'), {
      'content-type': 'image/png',
    });
    expectRefused(res, 'querystring.name');
  });
});

describe('impossible keyset cursors (issue 12, item 5)', () => {
  const uuid = randomUUID();
  const b64 = (value: unknown) => encodeCursor(value);
  const explore = (s: string, k: unknown, t: string) => b64({ s, k, t, id: uuid });
  const badCursors: [string, string, string][] = [
    ['explore February 30th', IDEA_API.ideas, explore('newest', null, '2024-02-30 10:00:00.123456+00')],
    ['explore offset +99:99', IDEA_API.ideas, explore('newest', null, '2024-02-01 10:00:00.123456+99:99')],
    ['explore hour 25', IDEA_API.ideas, explore('newest', null, '2024-02-01 25:00:00+00')],
    ['explore year 0', IDEA_API.ideas, explore('newest', null, '0000-01-01 10:00:00+00')],
    [
      'explore count past int4',
      `${IDEA_API.ideas}?sort=most_liked`,
      explore('most_liked', 2_147_483_648, '2024-02-01 10:00:00+00'),
    ],
    [
      'explore fractional count',
      `${IDEA_API.ideas}?sort=most_liked`,
      explore('most_liked', 1.5, '2024-02-01 10:00:00+00'),
    ],
    [
      'explore key on the newest sort',
      `${IDEA_API.ideas}?q=solar`,
      explore('newest', 5, '2024-02-01 10:00:00+00'),
    ],
    ['explore garbage base64', IDEA_API.ideas, '!!!not-base64!!!'],
    ['explore not JSON', IDEA_API.ideas, Buffer.from('{"s":').toString('base64url')],
    [
      'explore bad uuid',
      IDEA_API.ideas,
      b64({ s: 'newest', k: null, t: '2024-02-01 10:00:00+00', id: 'nope' }),
    ],
    ['comments February 30th', `/api/ideas/IDEA/comments`, b64(['2023-02-29 10:00:00+00', uuid])],
    [
      'notifications February 30th',
      NOTIFICATION_API.list,
      b64({ at: '2024-02-30T10:00:00.000000Z', id: uuid }),
    ],
    ['notifications month 13', NOTIFICATION_API.list, b64({ at: '2024-13-01T10:00:00.000000Z', id: uuid })],
    [
      'dashboard February 30th',
      DASHBOARD_API.ideas('myIdeas'),
      b64({ at: '2024-02-30T10:00:00.000000Z', id: uuid }),
    ],
    [
      'dashboard count past int4',
      `${DASHBOARD_API.ideas('myIdeas')}?sort=likes`,
      b64({ at: '2024-02-01T10:00:00.000000Z', id: uuid, n: 2 ** 40 }),
    ],
    ['dashboard people garbage', DASHBOARD_API.people('followingUsers'), 'AAAA'],
    ['cofounders score past int4', '/api/cofounders', b64([2 ** 31, uuid])],
    ['cofounders negative score', '/api/cofounders', b64([-1, uuid])],
  ];

  it.each(badCursors)('answers a coded 400 for %s', async (_name, path, cursor) => {
    const url = path.replace('IDEA', ideaId);
    const res = await me.get(`${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('E_INVALID_INPUT');
    expect(res.json().error.fields).toEqual({ cursor: ['Invalid cursor'] });
  });

  it('answers a coded 400 for an impossible /dev/mail cursor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/mail.json?before=${b64(['2024-02-30T10:00:00.000000Z', uuid])}`,
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'querystring.before': ['Invalid cursor'] });
  });

  it('still pages with the cursors the server hands out', async () => {
    for (let i = 0; i < 3; i++) await postIdea(me, { title: `Paging idea ${i}` });
    const first = (await me.get(`${IDEA_API.ideas}?limit=2`)).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await me.get(`${IDEA_API.ideas}?limit=2&cursor=${first.nextCursor}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().items.length).toBeGreaterThan(0);
  });
});
