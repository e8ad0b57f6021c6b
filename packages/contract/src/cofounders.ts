import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { COLLABORATION_TYPES, LOCATION_PREFERENCES, PROFILE_LIMITS, STAGE_PREFERENCES } from './profiles.ts';

/**
 * The co-founder finder ranks people by how well they fit what you look for.
 * Points per criterion (the reasons shown on each card name the ones that matched):
 */
export const MATCH_POINTS = {
  /** Each of your looking-for roles that is their profession or one of their roles, up to 3. */
  role: 12,
  /** Each of your looking-for skills they have, up to 4. */
  skill: 6,
  /** Each of their looking-for skills that you have (the match goes both ways), up to 2. */
  reciprocalSkill: 4,
  collaborationType: 10,
  /** Their weekly availability within 10 hours of yours. */
  availability: 8,
  stage: 8,
  location: 6,
  sameCountry: 4,
} as const;

/** Caps and windows of the criteria above. */
export const MATCH_LIMITS = {
  roles: 3,
  skills: 4,
  reciprocalSkills: 2,
  availabilityWithinHours: 10,
} as const;

/** The reason chips on a finder card, one per matched criterion. */
export const MATCH_REASONS = {
  role: (role: string) => `Looking for: ${role}`,
  skill: (skill: string) => `Has skill: ${skill}`,
  reciprocalSkill: (skill: string) => `Needs your skill: ${skill}`,
  collaborationType: (type: string) => `Both want ${type}`,
  availability: (hours: number) => `Available ${hours} h/week`,
  stage: (stage: string) => `Prefers ${stage} stage`,
  location: (location: string) => location,
  sameCountry: (country: string) => `Also in ${country}`,
} as const;

export const COFOUNDER_PAGE = 12;

export const CofounderQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.listItem))),
  role: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.listItem))),
  skill: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.listItem))),
  collaborationType: z.optional(z.enum(COLLABORATION_TYPES)),
  locationPreference: z.optional(z.enum(LOCATION_PREFERENCES)),
  stagePreference: z.optional(z.enum(STAGE_PREFERENCES)),
  country: z.optional(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.listItem))),
});
export type CofounderQuery = z.infer<typeof CofounderQuerySchema>;

export const CofounderMatchSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  avatarUrl: z.nullable(z.string()),
  role: z.string(),
  isVerified: z.boolean(),
  tagline: z.nullable(z.string()),
  primaryProfession: z.nullable(z.string()),
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  skills: z.array(z.string()),
  collaborationType: z.nullable(z.string()),
  availabilityPerWeek: z.number(),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type CofounderMatch = z.infer<typeof CofounderMatchSchema>;

export const CofounderPageSchema = z.object({
  items: z.array(CofounderMatchSchema),
  nextCursor: z.nullable(z.string()),
});

/** The co-founder finder (000 section 2, /cofounders). */
export const COFOUNDER_ENDPOINTS = {
  find: defineEndpoint({
    method: 'GET',
    path: '/api/cofounders',
    summary: 'Co-founder finder: people ranked by match, with reasons',
    tags: ['cofounders'],
    query: CofounderQuerySchema,
    responses: { 200: CofounderPageSchema },
  }),
};
