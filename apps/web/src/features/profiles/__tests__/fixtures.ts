import { type MyProfile, PROFILE_API, PROFILE_TEXT, type PublicProfile } from '@ibh/contract';
import { json, testUser } from '@/test/render-app';

export const OTHER_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

export function myProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    userId: testUser.id,
    email: testUser.email,
    role: testUser.role,
    fullName: testUser.fullName,
    displayName: null,
    tagline: null,
    headline: null,
    bio: null,
    country: null,
    city: null,
    timezone: null,
    website: null,
    linkedin: null,
    calendly: null,
    phone: null,
    avatarUrl: null,
    gender: null,
    preferredContact: 'Website',
    primaryProfession: null,
    secondaryRoles: [],
    industries: [],
    skills: [],
    lookingForRoles: [],
    lookingForSkills: [],
    collaborationType: null,
    availabilityPerWeek: 10,
    locationPreference: 'Remote',
    stagePreference: 'MVP',
    fundingExpectation: null,
    equityWillingness: false,
    workStyle: null,
    emailVisible: true,
    phoneVisible: false,
    publicProfile: true,
    onboardComplete: true,
    isVerified: false,
    verificationRequested: false,
    verificationStatus: null,
    linkedinUrl: null,
    linkedinPublic: false,
    orgEmail: null,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: OTHER_ID,
    fullName: 'Grace Builder',
    displayName: null,
    role: 'professional',
    roleBadge: 'professional',
    isVerified: false,
    tagline: 'Shipping calm software',
    headline: null,
    bio: 'I build things.',
    country: 'Japan',
    city: 'Tokyo',
    avatarUrl: null,
    website: 'https://grace.dev',
    linkedin: null,
    calendly: null,
    preferredContact: 'Website',
    email: null,
    phone: null,
    primaryProfession: 'Engineer',
    industries: ['Fintech'],
    skills: [{ skill: 'Rust', level: 4 }],
    lookingForRoles: [],
    badges: [],
    followers: 3,
    following: 1,
    isFollowing: false,
    isOwner: false,
    readinessScore: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export const ME = `GET ${PROFILE_API.me}`;

/** The server's 400 answer naming the city as not in the chosen country. */
export function cityNotInCountryAnswer(): Response {
  return json(
    {
      error: {
        code: 'E_INVALID_INPUT',
        message: 'Some fields are not valid.',
        requestId: 't',
        fields: { 'body.city': [PROFILE_TEXT.cityNotInCountry] },
      },
    },
    400,
  );
}
