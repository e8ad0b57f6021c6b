import type { StudentsPage } from '@ibh/contract';

export const owner = {
  id: '1b2c3d4e-0000-4000-8000-000000000001',
  fullName: 'Amara Okeke',
  avatarUrl: null,
  role: 'idea_owner',
  headline: null,
  country: 'Nigeria',
  isVerified: false,
};

export const studentsPage = (overrides: Partial<StudentsPage> = {}): StudentsPage => ({
  stats: { people: 35, countries: 17, ideas: 52 },
  spotlight: {
    items: [
      {
        id: '2b2c3d4e-0000-4000-8000-000000000001',
        title: 'MarketLedger',
        summary: 'Cash-flow tools for market traders',
        stage: 'raw',
        field: 'Fintech',
        country: 'Nigeria',
        university: 'University of Abuja',
        owner,
        likes: 12,
        comments: 3,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    filters: { countries: ['India', 'Nigeria'], universities: ['University of Abuja'], fields: ['Fintech'] },
  },
  leaderboard: [{ rank: 1, person: owner, ideas: 9, likes: 40, comments: 10, followers: 5, points: 150 }],
  ambassadors: [
    {
      id: '3b2c3d4e-0000-4000-8000-000000000001',
      fullName: 'Grace Wanjiru',
      university: 'University of Nairobi',
      country: 'Kenya',
      why: 'Connecting health students with mentors.',
      socials: 'linkedin.com/in/grace',
      since: '2026-10-01T00:00:00.000Z',
    },
    {
      id: '3b2c3d4e-0000-4000-8000-000000000002',
      fullName: 'Priyanka Iyer',
      university: 'IIT Madras',
      country: 'India',
      why: null,
      socials: null,
      since: '2026-09-01T00:00:00.000Z',
    },
  ],
  ...overrides,
});
