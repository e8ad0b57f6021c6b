import type { Ambassador } from '@ibh/contract';

/**
 * Shown, labelled as samples, only while no application has been approved (decision 95): the
 * spec's page had a static rail; IBH fills it with approved ambassadors as soon as there are any.
 */
export const SAMPLE_AMBASSADORS: Ambassador[] = [
  {
    id: 'sample-1',
    fullName: 'Lina Haddad',
    university: 'American University of Beirut',
    country: 'Lebanon',
    why: 'I host a monthly idea night where first-years pitch to each other.',
    socials: null,
    since: '2026-01-15T00:00:00.000Z',
  },
  {
    id: 'sample-2',
    fullName: 'Diego Ramírez',
    university: 'Universidad de los Andes',
    country: 'Colombia',
    why: 'Our fintech club needs professionals to test its ideas against.',
    socials: null,
    since: '2026-02-02T00:00:00.000Z',
  },
  {
    id: 'sample-3',
    fullName: 'Chen Yu',
    university: 'National University of Singapore',
    country: 'Singapore',
    why: 'I want student teams to run customer interviews before they write code.',
    socials: null,
    since: '2026-02-20T00:00:00.000Z',
  },
  {
    id: 'sample-4',
    fullName: 'Adaeze Nwosu',
    university: 'University of Lagos',
    country: 'Nigeria',
    why: 'Many of my classmates build great side projects and never show them.',
    socials: null,
    since: '2026-03-08T00:00:00.000Z',
  },
];
