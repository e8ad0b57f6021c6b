import { fallbackDisplayName, PROFILE, PROFILE_API, PROFILE_TEXT, SKILL_LEVEL_UNRATED } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { buildProfile, buildUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const db = () => t.database.db;
const signedIn = (overrides = {}) => signedInUser(t.app, db(), overrides);
const anonymous = () => createAgent(t.app);

describe('GET /api/profiles/:userId privacy', () => {
  it('hides a private profile from a second user and from visitors, never from its owner', async () => {
    const owner = await signedIn({ fullName: 'Private Pat' });
    await owner.agent.patch(PROFILE_API.me, { publicProfile: false, tagline: 'Secret plans' });
    const other = await signedIn();
    for (const agent of [other.agent, anonymous()]) {
      const res = await agent.get(PROFILE_API.profile(owner.user.id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'E_NOT_FOUND',
        message: PROFILE_TEXT.notFoundOrPrivate,
      });
    }
    const own = await owner.agent.get(PROFILE_API.profile(owner.user.id));
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ fullName: 'Private Pat', tagline: 'Secret plans', isOwner: true });
  });

  it('answers an unknown id exactly like a private profile', async () => {
    const res = await anonymous().get(PROFILE_API.profile('00000000-0000-4000-8000-000000000001'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(PROFILE_TEXT.notFoundOrPrivate);
  });

  it('shows email and phone to signed-in people only when made visible', async () => {
    const owner = await signedIn();
    await owner.agent.patch(PROFILE_API.me, { phone: '+91 98765 43210' });
    const other = await signedIn();
    const url = PROFILE_API.profile(owner.user.id);

    const defaults = (await other.agent.get(url)).json();
    expect(defaults).toMatchObject({ email: owner.user.email, phone: null, isOwner: false });
    expect((await anonymous().get(url)).json()).toMatchObject({ email: null, phone: null });

    await owner.agent.patch(PROFILE_API.me, { emailVisible: false, phoneVisible: true });
    expect((await other.agent.get(url)).json()).toMatchObject({ email: null, phone: '+91 98765 43210' });
    expect((await owner.agent.get(url)).json()).toMatchObject({
      email: owner.user.email,
      phone: '+91 98765 43210',
    });
  });

  it('shows a person who never opened their profile with the defaults', async () => {
    const quiet = await buildUser(db(), { fullName: '', role: 'mentor' });
    const res = await anonymous().get(PROFILE_API.profile(quiet.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: fallbackDisplayName(quiet.id),
      roleBadge: null,
      preferredContact: 'Website',
      skills: [],
      badges: [],
      followers: 0,
      readinessScore: null,
    });
  });

  it('gives idea owners and professionals their role badge, verification, skills, badges and readiness', async () => {
    const owner = await buildUser(db(), { role: 'idea_owner' });
    expect((await anonymous().get(PROFILE_API.profile(owner.id))).json().roleBadge).toBe('idea_owner');

    const pro = await signedIn({ role: 'professional' });
    await buildProfile(db(), pro.user.id, { is_verified: true, skills: ['Figma', 'Research', 'UX'] });
    await db()
      .insertInto('user_skills')
      .values([
        { user_id: pro.user.id, skill: 'UX', level: 5 },
        { user_id: pro.user.id, skill: 'Figma', level: 3 },
      ])
      .execute();
    await db()
      .insertInto('user_badges')
      .values([{ user_id: pro.user.id, badge: 'Top Mentor' }])
      .execute();
    await db()
      .insertInto('founder_readiness')
      .values({ user_id: pro.user.id, prior_founder: true, readiness_score: 25 })
      .execute();
    const res = (await anonymous().get(PROFILE_API.profile(pro.user.id))).json();
    expect(res).toMatchObject({
      roleBadge: 'professional',
      isVerified: true,
      badges: ['Top Mentor'],
      readinessScore: 25,
      skills: [
        { skill: 'UX', level: 5 },
        { skill: 'Figma', level: 3 },
        { skill: 'Research', level: SKILL_LEVEL_UNRATED },
      ],
    });
  });
});

describe('POST /api/users/cards', () => {
  it('needs a session', async () => {
    const res = await anonymous().post(PROFILE_API.cards, { ids: ['00000000-0000-4000-8000-000000000001'] });
    expect(res.statusCode).toBe(401);
  });

  it('names everyone asked for in one answer, falling back to display name then User + 4 characters', async () => {
    const { agent } = await signedIn();
    const named = await buildUser(db(), { fullName: 'Card Named' });
    const displayOnly = await buildUser(db(), { fullName: '' });
    await buildProfile(db(), displayOnly.id, { display_name: 'Shown Name', public_profile: false });
    const nameless = await buildUser(db(), { fullName: '' });
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const res = await agent.post(PROFILE_API.cards, {
      ids: [named.id, displayOnly.id, nameless.id, unknown],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cards).toEqual([
      { id: named.id, fullName: 'Card Named', avatarUrl: null },
      { id: displayOnly.id, fullName: 'Shown Name', avatarUrl: null },
      { id: nameless.id, fullName: `User ${nameless.id.slice(0, 4)}`, avatarUrl: null },
    ]);
  });

  it('refuses more than 100 ids or ids that are not UUIDs', async () => {
    const { agent } = await signedIn();
    const many = Array.from({ length: PROFILE.cardsMax + 1 }, () => '00000000-0000-4000-8000-000000000001');
    expect((await agent.post(PROFILE_API.cards, { ids: many })).statusCode).toBe(400);
    expect((await agent.post(PROFILE_API.cards, { ids: ['nope'] })).statusCode).toBe(400);
  });
});

describe('GET /api/pros/:userId', () => {
  it('shows a professional with headline, categories, impact score and verification', async () => {
    const pro = await buildUser(db(), { role: 'professional', fullName: 'Pro Paula' });
    await buildProfile(db(), pro.id, { headline: 'Profile headline' });
    expect((await anonymous().get(PROFILE_API.pro(pro.id))).json()).toMatchObject({
      fullName: 'Pro Paula',
      headline: 'Profile headline',
      categories: [],
      impactScore: 0,
      verified: false,
    });
    await db()
      .insertInto('pro_profiles')
      .values({
        user_id: pro.id,
        headline: 'Validation expert',
        categories: ['validate'],
        impact_score: 0.82,
        verified: true,
      })
      .execute();
    expect((await anonymous().get(PROFILE_API.pro(pro.id))).json()).toMatchObject({
      headline: 'Validation expert',
      categories: ['validate'],
      impactScore: 0.82,
      verified: true,
    });
  });

  it('is not found for idea owners and for private profiles of others', async () => {
    const owner = await buildUser(db(), { role: 'idea_owner' });
    const hidden = await signedIn({ role: 'professional' });
    await hidden.agent.patch(PROFILE_API.me, { publicProfile: false });
    for (const id of [owner.id, hidden.user.id]) {
      const res = await anonymous().get(PROFILE_API.pro(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(PROFILE_TEXT.notFoundOrPrivate);
    }
    expect((await hidden.agent.get(PROFILE_API.pro(hidden.user.id))).statusCode).toBe(200);
  });
});

describe('POST /api/profiles/me/verification', () => {
  const request = { linkedinUrl: 'https://www.linkedin.com/in/verify-me/', showPublicly: true, orgEmail: '' };

  it('refuses idea owners with the spec message', async () => {
    const { agent } = await signedIn({ role: 'idea_owner' });
    const res = await agent.post(PROFILE_API.verification, request);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'E_NOT_AUTHORIZED',
      message: PROFILE_TEXT.ideaOwnersCannotVerify,
    });
  });

  it('records a pending request for a professional, with LinkedIn shown publicly', async () => {
    const { user, agent } = await signedIn({ role: 'professional' });
    const res = await agent.post(PROFILE_API.verification, { ...request, orgEmail: 'Me@Acme.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verificationRequested: true,
      verificationStatus: 'pending',
      linkedinUrl: 'https://www.linkedin.com/in/verify-me',
      linkedinPublic: true,
      orgEmail: 'me@acme.example',
      isVerified: false,
    });
    const seen = (await anonymous().get(PROFILE_API.profile(user.id))).json();
    expect(seen.linkedin).toBe('https://www.linkedin.com/in/verify-me');
  });

  it('refuses a link that is not LinkedIn, and a profile already verified', async () => {
    const { user, agent } = await signedIn({ role: 'professional' });
    const bad = await agent.post(PROFILE_API.verification, {
      ...request,
      linkedinUrl: 'https://example.com/me',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.linkedinUrl).toHaveLength(1);
    await buildProfile(db(), user.id, { is_verified: true });
    const again = await agent.post(PROFILE_API.verification, request);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PROFILE_TEXT.alreadyVerified);
  });
});
