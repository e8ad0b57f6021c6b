import { buildPath, PATHS } from '@ibh/contract';
import type { RouteObject } from 'react-router';
import { forward, searchOf } from './lazy-page';

/** Old and alternate paths (001 section 2.1). */
export const redirectRoutes: RouteObject[] = [
  { path: PATHS.messages, ...forward(({ request }) => `${PATHS.inbox}${searchOf(request)}`) },
  { path: PATHS.message, ...forward(({ request }) => `${PATHS.inbox}${searchOf(request)}`) },
  // Notification links name people as /user/{id} (000 section 2, Notification links).
  { path: PATHS.userLink, ...forward(({ params }) => buildPath(PATHS.profile, { userId: params.id ?? '' })) },
  { path: PATHS.ideaLegacy, ...forward(({ params }) => buildPath(PATHS.idea, { id: params.id ?? '' })) },
  {
    path: PATHS.workshop,
    ...forward(({ params }) => buildPath(PATHS.sharedProject, { id: params.id ?? '' })),
  },
  { path: PATHS.cofounderLegacy, ...forward(({ request }) => `${PATHS.cofounders}${searchOf(request)}`) },
  { path: PATHS.testimonialShare, ...forward(({ request }) => `${PATHS.testimonial}${searchOf(request)}`) },
];
