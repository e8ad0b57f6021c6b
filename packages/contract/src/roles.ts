import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/** Roles of the roles table (000 sections 3, 6), seeded by the first migration. */
export const ROLES = [
  { slug: 'idea_owner', name: 'Idea Owner' },
  { slug: 'mentor', name: 'Mentor' },
  { slug: 'funder', name: 'Funder' },
  { slug: 'supporter', name: 'Supporter' },
  { slug: 'student', name: 'Student' },
  { slug: 'community', name: 'Community' },
  { slug: 'professional', name: 'Professional' },
] as const;

export type RoleSlug = (typeof ROLES)[number]['slug'];
export const ROLE_SLUGS = ROLES.map((r) => r.slug) as [RoleSlug, ...RoleSlug[]];

/** Dashboard normalisation: anything but idea_owner counts as professional (000 section 6). */
export type DashboardRole = 'idea_owner' | 'professional';
export function normalizeDashboardRole(role: string | null | undefined): DashboardRole {
  return role === 'idea_owner' ? 'idea_owner' : 'professional';
}

export const RoleSchema = z.object({ slug: z.string(), name: z.string() });
export const RolesResponseSchema = z.object({ roles: z.array(RoleSchema) });
export type RolesResponse = z.infer<typeof RolesResponseSchema>;

/** The roles endpoint (public: the signup form reads it). */
export const ROLE_ENDPOINTS = {
  list: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/roles',
    summary: 'Roles a person can sign up with, ordered by name',
    tags: ['accounts'],
    responses: { 200: RolesResponseSchema },
  }),
};
