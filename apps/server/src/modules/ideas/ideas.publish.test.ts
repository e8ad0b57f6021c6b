import { randomUUID } from 'node:crypto';
import {
  CHIP_TEXT,
  IDEA,
  IDEA_API,
  IDEA_REALTIME_EVENTS,
  IDEA_TEXT,
  IDEAS_FEED_TOPIC,
  IdeaCardSchema,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { eventOf, subscribeAnswer, useLiveTestApp } from '../../../test/ws-client.ts';
import { IDEA_RATE_RULES } from './ideas.rate-rules.ts';
import { ideaInput, postIdea } from './ideas.test-kit.ts';

/** One chip more than `max`: prefix0, prefix1, … */
const oneTooMany = (max: number, prefix: string) =>
  Array.from({ length: max + 1 }, (_, i) => `${prefix}${i}`);

const { t, socketOf, subscribedSocket } = useLiveTestApp();

const signedIn = (role = 'idea_owner') => signedInUser(t.app, t.database.db, { role });

async function stored(id: string) {
  return t.database.db.selectFrom('ideas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

function fieldMessages(res: { json(): { error: { fields?: Record<string, string[]> } } }) {
  return Object.values(res.json().error.fields ?? {}).flat();
}

describe('POST /api/ideas: who may post', () => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).post(IDEA_API.ideas, ideaInput());
    expect(res.statusCode).toBe(401);
  });

  it.each(['professional', 'mentor', 'funder', 'supporter'])(
    'refuses the role %s with the spec message',
    async (role) => {
      const { agent } = await signedIn(role);
      const res = await agent.post(IDEA_API.ideas, ideaInput());
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'E_NOT_AUTHORIZED', message: IDEA_TEXT.onlyOwnersPost });
    },
  );
});

describe('POST /api/ideas: what is kept', () => {
  it('keeps every wizard field, trimmed, with stage and visibility normalised', async () => {
    const { user, agent } = await signedIn();
    const id = await postIdea(agent, {
      title: '  Clinic power  ',
      oneLiner: 'Light for every clinic',
      shortDescription: 'Short pitch',
      fullDescription: 'The long story',
      roadmap: 'Q1 pilot, Q2 ten clinics',
      stage: 'Full pitch deck',
      visibility: 'Supporters',
      openForCollab: true,
      isPremium: true,
      tags: ['Energy', 'Health'],
      industry: ['CleanTech'],
      lookingFor: ['CTO'],
      skills: ['Solar', 'IoT'],
      funding: 25000.5,
      availability: '10 hrs / week',
    });
    const row = await stored(id);
    expect(row).toMatchObject({
      user_id: user.id,
      title: 'Clinic power',
      one_liner: 'Light for every clinic',
      short_description: 'Short pitch',
      full_description: 'The long story',
      roadmap: 'Q1 pilot, Q2 ten clinics',
      stage: 'full_pitchdeck',
      visibility: 'private',
      open_for_collab: true,
      is_premium: true,
      tags: ['Energy', 'Health'],
      industry: ['CleanTech'],
      looking_for: ['CTO'],
      skills: ['Solar', 'IoT'],
      availability: '10 hrs / week',
      image_paths: [],
      image_path: null,
    });
    expect(Number(row.funding)).toBe(25000.5);
  });

  it.each([
    ['I need guidance', 'needs_guidance'],
    ['pitch deck, full', 'full_pitchdeck'],
    ['Just an idea', 'raw'],
    [undefined, 'raw'],
  ])('stores stage %s as %s', async (stage, expected) => {
    const { agent } = await signedIn();
    const id = await postIdea(agent, stage === undefined ? {} : { stage });
    expect((await stored(id)).stage).toBe(expected);
  });

  it.each([
    ['public', 'public'],
    ['PUBLIC', 'public'],
    ['supporters', 'private'],
    ['private', 'private'],
  ])('stores visibility %s as %s', async (visibility, expected) => {
    const { agent } = await signedIn();
    expect((await stored(await postIdea(agent, { visibility }))).visibility).toBe(expected);
  });
});

describe('POST /api/ideas: limits and messages (000 section 5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no title', { title: '   ' }, IDEA_TEXT.titleRequired],
    ['a long title', { title: 'x'.repeat(IDEA.titleMax + 1) }, `Title must be ≤ ${IDEA.titleMax} chars`],
    ['a long one-liner', { oneLiner: 'x'.repeat(IDEA.oneLinerMax + 1) }, IDEA_TEXT.oneLinerTooLong],
    ['no short description', { shortDescription: '' }, IDEA_TEXT.shortDescriptionRequired],
    [
      'a long short description',
      { shortDescription: 'x'.repeat(IDEA.shortDescriptionMax + 1) },
      IDEA_TEXT.shortDescriptionTooLong,
    ],
    [
      'a long full description',
      { fullDescription: 'x'.repeat(IDEA.fullDescriptionMax + 1) },
      IDEA_TEXT.fullDescriptionTooLong,
    ],
    [
      'a long roadmap',
      { roadmap: 'x'.repeat(IDEA.roadmapMax + 1) },
      `Roadmap must be ≤ ${IDEA.roadmapMax} chars`,
    ],
    [
      'a long availability',
      { availability: 'x'.repeat(IDEA.availabilityMax + 1) },
      `Availability must be ≤ ${IDEA.availabilityMax} chars`,
    ],
    ['a negative funding', { funding: -1 }, IDEA_TEXT.fundingNumber],
    ['a text funding', { funding: '12k' }, IDEA_TEXT.fundingNumber],
    ['an unknown visibility', { visibility: 'friends' }, IDEA_TEXT.choosePrivacy],
    ['too many tags', { tags: oneTooMany(IDEA.tagsMax, 't') }, CHIP_TEXT.tooMany(IDEA.tagsMax)],
    [
      'too many industries',
      { industry: oneTooMany(IDEA.industryMax, 'i') },
      CHIP_TEXT.tooMany(IDEA.industryMax),
    ],
    [
      'too many looking-for roles',
      { lookingFor: oneTooMany(IDEA.lookingForMax, 'l') },
      CHIP_TEXT.tooMany(IDEA.lookingForMax),
    ],
    ['too many skills', { skills: oneTooMany(IDEA.skillsMax, 's') }, CHIP_TEXT.tooMany(IDEA.skillsMax)],
    ['a long chip', { tags: ['x'.repeat(IDEA.chipMax + 1)] }, CHIP_TEXT.tooLong],
    ['duplicate chips in another case', { skills: ['React', 'react '] }, CHIP_TEXT.duplicate],
    ['an empty chip', { industry: ['  '] }, CHIP_TEXT.empty],
  ];

  it.each(cases)('refuses %s', async (_label, overrides, message) => {
    const { user, agent } = await signedIn();
    const res = await agent.post(IDEA_API.ideas, { ...ideaInput(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('E_INVALID_INPUT');
    expect(fieldMessages(res)).toContain(message);
    const count = await t.database.db
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('accepts every field at its limit', async () => {
    const { agent } = await signedIn();
    const chips = (n: number, p: string) =>
      Array.from({ length: n }, (_, i) => `${p}${i}`.padEnd(IDEA.chipMax, 'x'));
    const id = await postIdea(agent, {
      title: 'x'.repeat(IDEA.titleMax),
      oneLiner: 'x'.repeat(IDEA.oneLinerMax),
      shortDescription: 'x'.repeat(IDEA.shortDescriptionMax),
      fullDescription: 'x'.repeat(IDEA.fullDescriptionMax),
      roadmap: 'x'.repeat(IDEA.roadmapMax),
      availability: 'x'.repeat(IDEA.availabilityMax),
      tags: chips(IDEA.tagsMax, 't'),
      industry: chips(IDEA.industryMax, 'i'),
      lookingFor: chips(IDEA.lookingForMax, 'l'),
      skills: chips(IDEA.skillsMax, 's'),
      funding: 0,
    });
    const row = await stored(id);
    expect(row.tags).toHaveLength(IDEA.tagsMax);
    expect(Number(row.funding)).toBe(0);
  });

  it(`limits each person to ${IDEA_RATE_RULES.create.limit} new ideas an hour`, async () => {
    const { agent } = await signedIn();
    for (let i = 0; i < IDEA_RATE_RULES.create.limit; i++) await postIdea(agent, { title: `Idea ${i}` });
    const res = await agent.post(IDEA_API.ideas, ideaInput());
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('E_RATE_LIMITED');
    // Someone else still posts.
    const other = await signedIn();
    await postIdea(other.agent);
  });
});

describe('POST /api/ideas: the live feed (001 section 7.6)', () => {
  it('pushes a card of each new public idea, locked when premium, and nothing for private ones', async () => {
    const socket = await subscribedSocket(IDEAS_FEED_TOPIC);
    const { user, agent } = await signedIn();
    await postIdea(agent, { title: 'Hidden one', visibility: 'private' });
    const id = await postIdea(agent, { title: 'Live one', tags: ['Live'] });
    const frame = await socket.next(eventOf(IDEA_REALTIME_EVENTS.created));
    if (frame.type !== 'event') throw new Error('expected an event');
    const card = IdeaCardSchema.parse(frame.event.data);
    expect(card).toMatchObject({ id, title: 'Live one', tags: ['Live'], locked: false });
    expect(card.owner.id).toBe(user.id);

    const premiumId = await postIdea(agent, { title: 'Paid one', isPremium: true });
    const premium = await socket.next(eventOf(IDEA_REALTIME_EVENTS.created));
    if (premium.type !== 'event') throw new Error('expected an event');
    expect(premium.event.data).toMatchObject({ id: premiumId, locked: true, shortDescription: null });
    const titles = socket.received.flatMap((f) =>
      f.type === 'event' ? [(f.event.data as { title: string }).title] : [],
    );
    expect(titles).not.toContain('Hidden one');
  });

  it('refuses other topics under the ideas prefix', async () => {
    const socket = await socketOf(randomUUID());
    expect(await subscribeAnswer(socket, 'ideas:private')).toMatchObject({
      type: 'error',
      code: 'E_NOT_AUTHORIZED',
    });
  });
});
