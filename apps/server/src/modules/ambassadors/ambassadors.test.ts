import { randomUUID } from 'node:crypto';
import {
  AMBASSADOR_LIMITS,
  AMBASSADOR_TEXT,
  type AmbassadorApplicationInput,
  STUDENTS_ENDPOINTS as E,
  ERRORS,
  type StudentsPage,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { type Agent, createAgent, errorOf } from '../../../test/agent.ts';
import { buildProfile, buildUser, uniqueEmail } from '../../../test/factories.ts';
import { expectTwoKeysetPages, queuePage, queuePaths } from '../../../test/review-queue.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();
const db = () => t.database.db;

const valid = (overrides: Partial<AmbassadorApplicationInput> = {}): AmbassadorApplicationInput => ({
  fullName: 'Nia Brooks',
  email: uniqueEmail('nia'),
  university: 'University of Ghana',
  country: 'Ghana',
  socials: 'linkedin.com/in/nia',
  why: 'I run the entrepreneurship club.',
  agree: true,
  ...overrides,
});

const path = queuePaths('applicationId');

const apply = (agent: Agent, body: unknown) => agent.post(path(E.apply), body);
const rowsFor = (email: string) =>
  db()
    .selectFrom('ambassador_applications')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .execute();

/** A stored application written straight to the table. */
async function stored(status: 'pending' | 'approved' | 'declined', createdAt = new Date(), extra = {}) {
  const row = await db()
    .insertInto('ambassador_applications')
    .values({
      full_name: `Applicant ${randomUUID().slice(0, 6)}`,
      email: uniqueEmail('amb'),
      country: 'Peru',
      agree: true,
      status,
      created_at: createdAt,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('applying to be an ambassador', () => {
  it.each([
    ['no name', { fullName: '  ' }, 'E_AMBASSADOR_REQUIRED', AMBASSADOR_TEXT.required, 'body.fullName'],
    ['no email', { email: '' }, 'E_AMBASSADOR_REQUIRED', AMBASSADOR_TEXT.required, 'body.email'],
    ['no country', { country: undefined }, 'E_AMBASSADOR_REQUIRED', AMBASSADOR_TEXT.required, 'body.country'],
    [
      'a bad email',
      { email: 'nia@nowhere' },
      'E_AMBASSADOR_EMAIL',
      AMBASSADOR_TEXT.invalidEmail,
      'body.email',
    ],
    ['terms not agreed', { agree: false }, 'E_AMBASSADOR_TERMS', AMBASSADOR_TEXT.mustAgree, 'body.agree'],
    ['terms missing', { agree: undefined }, 'E_AMBASSADOR_TERMS', AMBASSADOR_TEXT.mustAgree, 'body.agree'],
  ] as const)(
    'refuses %s with the spec message, naming the field, and stores nothing',
    async (_, change, code, message, field) => {
      const body = valid(change as Partial<AmbassadorApplicationInput>);
      const res = await apply(createAgent(t.app), body);
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error).toMatchObject({ code, message });
      expect(error.fields[field]).toEqual([message]);
      expect(ERRORS[code].message).toBe(message);
      if (body.email) expect(await rowsFor(body.email)).toEqual([]);
    },
  );

  it('names the required message first when several things are wrong, and every field', async () => {
    const res = await apply(createAgent(t.app), { email: 'bad', agree: false });
    expect(errorOf(res)).toMatchObject({ code: 'E_AMBASSADOR_REQUIRED', message: AMBASSADOR_TEXT.required });
    expect(res.json().error.fields).toEqual({
      'body.fullName': [AMBASSADOR_TEXT.required],
      'body.email': [AMBASSADOR_TEXT.invalidEmail],
      'body.country': [AMBASSADOR_TEXT.required],
      'body.agree': [AMBASSADOR_TEXT.mustAgree],
    });
  });

  it('refuses a non-JSON shape with a coded 400, never a 500', async () => {
    const res = await apply(createAgent(t.app), { fullName: 42, agree: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('E_INVALID_INPUT');
  });

  it('stores a signed-out application pending, trimmed, with source students_page', async () => {
    const body = valid({ fullName: '  Nia Brooks ', email: ` ${uniqueEmail('Nia')} `, socials: '  ' });
    const res = await apply(createAgent(t.app), body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await rowsFor(body.email.trim());
    expect(row).toMatchObject({
      full_name: 'Nia Brooks',
      email: body.email.trim(),
      country: 'Ghana',
      university: 'University of Ghana',
      socials: null,
      agree: true,
      source: 'students_page',
      status: 'pending',
      user_id: null,
    });
  });

  it("keeps the signed-in applicant's account with the application", async () => {
    const { user, agent } = await signedInUser(t.app, db());
    const body = valid();
    expect((await apply(agent, body)).statusCode).toBe(201);
    expect((await rowsFor(body.email))[0]?.user_id).toBe(user.id);
  });

  it('stores one open application per email: a second one answers the same and is not stored', async () => {
    const email = uniqueEmail('twice');
    const first = await apply(createAgent(t.app), valid({ email }));
    const second = await apply(
      createAgent(t.app),
      valid({ email: email.toUpperCase(), fullName: 'Someone else' }),
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.full_name).toBe('Nia Brooks');
    // Once declined, the person may apply again.
    await db()
      .updateTable('ambassador_applications')
      .set({ status: 'declined' })
      .where('id', '=', rows[0]!.id)
      .execute();
    expect((await apply(createAgent(t.app), valid({ email }))).statusCode).toBe(201);
    expect((await rowsFor(email)).map((r) => r.status).sort()).toEqual(['declined', 'pending']);
  });

  it('limits applications per client address and per email (429 with Retry-After)', async () => {
    const agent = createAgent(t.app);
    for (let i = 0; i < AMBASSADOR_LIMITS.perIp.limit; i++) {
      expect((await apply(agent, valid())).statusCode).toBe(201);
    }
    const refused = await apply(agent, valid());
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('E_RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const email = uniqueEmail('often');
    for (let i = 0; i < AMBASSADOR_LIMITS.perEmail.limit; i++) {
      expect((await apply(createAgent(t.app), valid({ email }))).statusCode).toBe(201);
    }
    expect((await apply(createAgent(t.app), valid({ email }))).statusCode).toBe(429);
  });
});

describe('admin review of applications', () => {
  it('refuses the list and the reviews to the signed-out (401) and to non-admins (403)', async () => {
    const id = await stored('pending');
    const { agent } = await signedInUser(t.app, db());
    for (const url of [path(E.adminList), path(E.approve, id), path(E.decline, id)]) {
      const method = url === path(E.adminList) ? 'GET' : 'POST';
      const anonymous = await createAgent(t.app).request(method, url);
      expect(anonymous.statusCode, url).toBe(401);
      const refused = await agent.request(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused).code).toBe('E_NOT_AUTHORIZED');
    }
    expect(
      (
        await db()
          .selectFrom('ambassador_applications')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.status,
    ).toBe('pending');
  });

  it('lists pending by default, by status on request, newest first, in keyset pages', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const base = Date.now() + 10 * 60_000;
    const fresh = valid();
    await apply(createAgent(t.app), fresh);
    const pending = await stored('pending', new Date(base + 2000));
    const approved = await stored('approved', new Date(base + 1000));
    type Item = { id: string; status: string; email: string; source: string; createdAt: string };
    const byDefault = await queuePage<Item>(agent, path(E.adminList));
    expect(byDefault.items[0]?.id).toBe(pending);
    expect(byDefault.items.every((item) => item.status === 'pending')).toBe(true);
    expect(
      byDefault.items.some((item) => item.email === fresh.email && item.source === 'students_page'),
    ).toBe(true);
    const onlyApproved = await queuePage<Item>(agent, path(E.adminList), '?status=approved');
    expect(onlyApproved.items[0]?.id).toBe(approved);
    const all = await queuePage<Item>(agent, path(E.adminList), '?status=all');
    expect(all.items.slice(0, 2).map((item) => item.id)).toEqual([pending, approved]);

    for (let i = 0; i < AMBASSADOR_LIMITS.adminPage; i++) await stored('pending', new Date(base - i * 1000));
    const twoPages = await expectTwoKeysetPages<Item>(agent, path(E.adminList), AMBASSADOR_LIMITS.adminPage);
    const times = twoPages.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('approve puts the ambassador on the students page, decline takes them off, each logged once', async () => {
    const { agent } = await signedInUser(t.app, db(), { admin: true });
    const id = await stored('pending', new Date(), {
      full_name: 'Rail Person',
      university: 'Rail University',
    });
    const onPage = async () =>
      ((await createAgent(t.app).get(path(E.page))).json() as StudentsPage).ambassadors.map((a) => a.id);
    expect(await onPage()).not.toContain(id);

    const approved = await agent.post(path(E.approve, id));
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved', reviewedAt: expect.any(String) });
    expect(await onPage()).toContain(id);
    const again = await agent.post(path(E.approve, id));
    expect(again.statusCode).toBe(409);

    expect((await agent.post(path(E.decline, id))).json()).toMatchObject({ status: 'declined' });
    expect(await onPage()).not.toContain(id);
    expect((await agent.post(path(E.decline, id))).statusCode).toBe(409);
    const logs = await db().selectFrom('admin_logs').select('action').where('target_id', '=', id).execute();
    expect(logs.map((log) => log.action).sort()).toEqual([
      'ambassador_application_approved',
      'ambassador_application_declined',
    ]);
    const unknown = await agent.post(path(E.approve, randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(AMBASSADOR_TEXT.notFound);
  });
});

describe('the students page data', () => {
  async function ideaOf(
    userId: string,
    values: {
      title: string;
      industry: string[];
      visibility?: 'public' | 'private';
      likes?: number;
      premium?: boolean;
    },
  ) {
    const row = await db()
      .insertInto('ideas')
      .values({
        user_id: userId,
        title: values.title,
        short_description: `${values.title} in one line`,
        industry: values.industry,
        visibility: values.visibility ?? 'public',
        is_premium: values.premium ?? false,
        likes_count: values.likes ?? 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('counts people, countries and public ideas, and filters the spotlight by country, field and university', async () => {
    const tag = randomUUID().slice(0, 6);
    const country = `Atlantis ${tag}`;
    const field = `Fieldtech ${tag}`;
    const owner = await buildUser(db(), { fullName: 'Spot Owner' });
    await buildProfile(db(), owner.id, { country });
    const other = await buildUser(db());
    await buildProfile(db(), other.id, { country: `Elsewhere ${tag}` });
    const shown = await ideaOf(owner.id, { title: `Shown ${tag}`, industry: [field], likes: 3 });
    const hidden = await ideaOf(owner.id, {
      title: `Private ${tag}`,
      industry: [field],
      visibility: 'private',
    });
    const premium = await ideaOf(owner.id, { title: `Premium ${tag}`, industry: [field], premium: true });
    const elsewhere = await ideaOf(other.id, { title: `Other ${tag}`, industry: ['Other'] });
    await stored('approved', new Date(), { user_id: owner.id, university: `Uni ${tag}` });

    const anyone = createAgent(t.app);
    const page = (await anyone.get(path(E.page))).json() as StudentsPage;
    const counts = await db()
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('visibility', '=', 'public')
      .executeTakeFirstOrThrow();
    expect(page.stats.ideas).toBe(Number(counts.n));
    expect(page.stats.people).toBeGreaterThanOrEqual(2);
    expect(page.stats.countries).toBeGreaterThanOrEqual(2);
    expect(page.spotlight.filters.countries).toContain(country);
    expect(page.spotlight.filters.fields).toContain(field);
    expect(page.spotlight.filters.universities).toContain(`Uni ${tag}`);

    const byCountry = (
      await anyone.get(`${path(E.page)}?country=${encodeURIComponent(country.toUpperCase())}`)
    ).json() as StudentsPage;
    expect(byCountry.spotlight.items.map((i) => i.id)).toEqual([shown]);
    expect(byCountry.spotlight.items[0]).toMatchObject({
      country,
      field,
      university: `Uni ${tag}`,
      likes: 3,
    });
    expect(byCountry.spotlight.items[0]?.owner.fullName).toBe('Spot Owner');
    const byField = (
      await anyone.get(`${path(E.page)}?field=${encodeURIComponent(field)}`)
    ).json() as StudentsPage;
    expect(byField.spotlight.items.map((i) => i.id)).toEqual([shown]);
    const byUniversity = (
      await anyone.get(`${path(E.page)}?university=${encodeURIComponent(`uni ${tag}`)}`)
    ).json() as StudentsPage;
    expect(byUniversity.spotlight.items.map((i) => i.id)).toEqual([shown]);
    const ids = [...byCountry.spotlight.items, ...byField.spotlight.items].map((i) => i.id);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(premium);
    expect(ids).not.toContain(elsewhere);
  });

  it('ranks the leaderboard by points from public ideas, leaving private profiles out', async () => {
    const star = await buildUser(db(), { fullName: 'Leader Star' });
    await ideaOf(star.id, { title: 'Loved idea', industry: [], likes: 100_000 });
    const hiddenStar = await buildUser(db(), { fullName: 'Hidden Star' });
    await buildProfile(db(), hiddenStar.id, { public_profile: false });
    await ideaOf(hiddenStar.id, { title: 'Hidden loved idea', industry: [], likes: 200_000 });
    const page = (await createAgent(t.app).get(path(E.page))).json() as StudentsPage;
    expect(page.leaderboard[0]).toMatchObject({ rank: 1, likes: 100_000, ideas: 1, points: 5 + 2 * 100_000 });
    expect(page.leaderboard[0]?.person.fullName).toBe('Leader Star');
    expect(page.leaderboard.map((l) => l.person.id)).not.toContain(hiddenStar.id);
  });
});
