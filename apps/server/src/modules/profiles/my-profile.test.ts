import {
  CALENDLY_HOST,
  LINKEDIN_HOST,
  PROFILE,
  PROFILE_API,
  PROFILE_DEFAULTS,
  PROFILE_TEXT,
} from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { signedInUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/test-server.ts';

const t = useTestApp();

const signedIn = (overrides = {}) => signedInUser(t.app, t.database.db, overrides);
const complete = { fullName: 'Nia Complete', country: 'India', termsAccepted: true };

describe('GET /api/profiles/me', () => {
  it('needs a session', async () => {
    const res = await createAgent(t.app).get(PROFILE_API.me);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('E_UNAUTHENTICATED');
  });

  it('creates the profile on first read with the spec defaults', async () => {
    const { user, agent } = await signedIn({ fullName: 'First Read' });
    const before = await t.database.db
      .selectFrom('user_profiles')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(before).toBeUndefined();
    const res = await agent.get(PROFILE_API.me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      userId: user.id,
      email: user.email,
      role: 'idea_owner',
      fullName: 'First Read',
      availabilityPerWeek: PROFILE_DEFAULTS.availabilityPerWeek,
      locationPreference: PROFILE_DEFAULTS.locationPreference,
      stagePreference: PROFILE_DEFAULTS.stagePreference,
      preferredContact: PROFILE_DEFAULTS.preferredContact,
      emailVisible: PROFILE_DEFAULTS.emailVisible,
      phoneVisible: PROFILE_DEFAULTS.phoneVisible,
      publicProfile: PROFILE_DEFAULTS.publicProfile,
      onboardComplete: false,
      isVerified: false,
      verificationRequested: false,
      verificationStatus: null,
      avatarUrl: null,
      skills: [],
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await agent.get(PROFILE_API.me)).json().userId).toBe(user.id);
  });
});

describe('POST /api/profiles/me/complete', () => {
  it('answers the spec messages for a missing name, country and terms', async () => {
    const { agent } = await signedIn();
    const res = await agent.post(PROFILE_API.complete, { fullName: '  ', country: '', termsAccepted: false });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields['body.fullName']).toContain(PROFILE_TEXT.fullNameRequired);
    expect(fields['body.country']).toContain(PROFILE_TEXT.countryRequired);
    expect(fields['body.termsAccepted']).toContain(PROFILE_TEXT.acceptTerms);
    const missing = await agent.post(PROFILE_API.complete, {});
    expect(missing.json().error.fields['body.fullName']).toContain(PROFILE_TEXT.fullNameRequired);
  });

  it('normalises the links, fills the time zone, sets onboard_complete and the account name', async () => {
    const { user, agent } = await signedIn({ fullName: 'Old Name' });
    const res = await agent.post(PROFILE_API.complete, {
      ...complete,
      displayName: 'Nia',
      city: 'Bengaluru',
      website: 'nia.example.com///',
      linkedin: 'linkedin.com/in/nia-c/',
      calendly: 'nia-c',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Nia Complete',
      displayName: 'Nia',
      country: 'India',
      city: 'Bengaluru',
      timezone: 'Asia/Kolkata',
      website: 'https://nia.example.com',
      linkedin: `https://www.${LINKEDIN_HOST}/in/nia-c`,
      calendly: `https://${CALENDLY_HOST}/nia-c`,
      onboardComplete: true,
    });
    const account = await t.database.db
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.full_name).toBe('Nia Complete');
  });

  it('refuses a Calendly or LinkedIn link elsewhere with the spec messages, saving nothing', async () => {
    const { agent } = await signedIn();
    const res = await agent.post(PROFILE_API.complete, {
      ...complete,
      linkedin: 'https://example.com/in/someone',
      calendly: 'https://cal.com/someone',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'E_INVALID_INPUT',
      fields: {
        linkedin: [PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST)],
        calendly: [PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST)],
      },
    });
    expect((await agent.get(PROFILE_API.me)).json().onboardComplete).toBe(false);
  });

  it('refuses a city outside a listed country', async () => {
    const { agent } = await signedIn();
    const res = await agent.post(PROFILE_API.complete, { ...complete, city: 'Paris' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.city).toEqual([PROFILE_TEXT.cityNotInCountry]);
  });
});

describe('PATCH /api/profiles/me', () => {
  it('changes only the fields sent, cleaning lists and empty text', async () => {
    const { agent } = await signedIn();
    await agent.post(PROFILE_API.complete, { ...complete, tagline: 'Keeps me' });
    const res = await agent.patch(PROFILE_API.me, {
      bio: '   ',
      skills: [' React ', 'react', '', 'Node.js'],
      lookingForRoles: ['Engineer'],
      collaborationType: 'Part-time',
      availabilityPerWeek: 25,
      publicProfile: false,
      gender: 'Female',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tagline: 'Keeps me',
      bio: null,
      skills: ['React', 'Node.js'],
      lookingForRoles: ['Engineer'],
      collaborationType: 'Part-time',
      availabilityPerWeek: 25,
      publicProfile: false,
      gender: 'Female',
    });
  });

  it('keeps availability within 0..80 with the spec message', async () => {
    const { agent } = await signedIn();
    for (const value of [PROFILE.availabilityMin - 1, PROFILE.availabilityMax + 1, 2.5]) {
      const res = await agent.patch(PROFILE_API.me, { availabilityPerWeek: value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().error.fields['body.availabilityPerWeek']).toContain(PROFILE_TEXT.availabilityRange);
    }
    for (const value of [PROFILE.availabilityMin, PROFILE.availabilityMax]) {
      const res = await agent.patch(PROFILE_API.me, { availabilityPerWeek: value });
      expect(res.json().availabilityPerWeek).toBe(value);
    }
  });

  it('validates the LinkedIn and Calendly links and accepts bare handles', async () => {
    const { agent } = await signedIn();
    const bad = await agent.patch(PROFILE_API.me, { linkedin: 'twitter.com/x', calendly: 'not a link' });
    expect(bad.json().error.fields).toEqual({
      linkedin: [PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST)],
      calendly: [PROFILE_TEXT.calendlyInvalid(CALENDLY_HOST)],
    });
    expect(bad.json().error.message).toBe(PROFILE_TEXT.linkedinInvalid(LINKEDIN_HOST));
    const good = await agent.patch(PROFILE_API.me, {
      linkedin: 'https://www.linkedin.com/company/acme/',
      calendly: 'calendly.com/acme/intro',
      website: '',
    });
    expect(good.json()).toMatchObject({
      linkedin: `https://www.${LINKEDIN_HOST}/company/acme`,
      calendly: `https://${CALENDLY_HOST}/acme/intro`,
      website: null,
    });
  });

  it('checks the city against the country, resets it on a country change, validates time zones', async () => {
    const { agent } = await signedIn();
    const place = await agent.patch(PROFILE_API.me, { country: 'Germany', city: 'Munich' });
    expect(place.json()).toMatchObject({ country: 'Germany', city: 'Munich', timezone: 'Europe/Berlin' });
    const moved = await agent.patch(PROFILE_API.me, { country: 'Japan' });
    expect(moved.json()).toMatchObject({ country: 'Japan', city: null });
    const wrongCity = await agent.patch(PROFILE_API.me, { city: 'Lagos' });
    expect(wrongCity.json().error.fields.city).toEqual([PROFILE_TEXT.cityNotInCountry]);
    const zone = await agent.patch(PROFILE_API.me, { timezone: 'Mars/Olympus' });
    expect(zone.json().error.fields.timezone).toEqual([PROFILE_TEXT.timezoneInvalid]);
    const edited = await agent.patch(PROFILE_API.me, { city: 'Osaka', timezone: 'UTC' });
    expect(edited.json()).toMatchObject({ city: 'Osaka', timezone: 'UTC' });
    const unlisted = await agent.patch(PROFILE_API.me, { country: 'Portugal', city: 'Porto' });
    expect(unlisted.json()).toMatchObject({ country: 'Portugal', city: 'Porto' });
    const cleared = await agent.patch(PROFILE_API.me, { country: null });
    expect(cleared.json()).toMatchObject({ country: null, city: null });
    const cityAlone = await agent.patch(PROFILE_API.me, { city: 'Porto' });
    expect(cityAlone.json().error.fields.city).toEqual([PROFILE_TEXT.cityNotInCountry]);
  });

  it('is atomic: one bad field saves nothing, the account name included', async () => {
    const { agent } = await signedIn({ fullName: 'Stays Put' });
    const res = await agent.patch(PROFILE_API.me, {
      fullName: 'New Name',
      tagline: 'x',
      calendly: 'bad link!',
    });
    expect(res.statusCode).toBe(400);
    const me = (await agent.get(PROFILE_API.me)).json();
    expect(me).toMatchObject({ fullName: 'Stays Put', tagline: null });
    const renamed = await agent.patch(PROFILE_API.me, { fullName: ' Renamed ' });
    expect(renamed.json().fullName).toBe('Renamed');
  });
});

describe('PUT /api/profiles/me/skills', () => {
  it('rates skills 1..5, lists them by level, and drops levels of skills removed later', async () => {
    const { user, agent } = await signedIn();
    const bad = await agent.put(PROFILE_API.skills, { skills: [{ skill: 'Go', level: 6 }] });
    expect(bad.statusCode).toBe(400);
    const res = await agent.put(PROFILE_API.skills, {
      skills: [
        { skill: 'Figma', level: 2 },
        { skill: 'React', level: 5 },
        { skill: 'react', level: 1 },
      ],
    });
    expect(res.json().skills).toEqual([
      { skill: 'React', level: 5 },
      { skill: 'Figma', level: 2 },
    ]);
    expect((await agent.get(PROFILE_API.me)).json().skills).toEqual(['React', 'Figma']);
    await agent.patch(PROFILE_API.me, { skills: ['React'] });
    const levels = await t.database.db
      .selectFrom('user_skills')
      .select(['skill', 'level'])
      .where('user_id', '=', user.id)
      .execute();
    expect(levels).toEqual([{ skill: 'React', level: 5 }]);
  });
});
