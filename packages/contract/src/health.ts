import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** A round trip (select 1) answered. */
    ok: z.boolean(),
    latencyMs: z.number(),
    /** The connection receiving NOTIFY (realtime events, job wake-ups) is up; always true on PGlite. */
    listening: z.boolean(),
  }),
  uptimeSeconds: z.number(),
  /** This process's shared page cache (issue 27): how pages were answered since it started. */
  pageCache: z.object({
    enabled: z.boolean(),
    hits: z.number(),
    stale: z.number(),
    misses: z.number(),
    bypassed: z.number(),
    uncacheable: z.number(),
    invalidated: z.number(),
    evicted: z.number(),
    entries: z.number(),
    bytes: z.number(),
    maxBytes: z.number(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;

/** The platform's own endpoints. */
export const HEALTH_ENDPOINTS = {
  health: defineEndpoint({
    auth: 'public',
    method: 'GET',
    path: '/api/health',
    summary: 'Version and a real database round trip',
    tags: ['platform'],
    responses: { 200: HealthSchema, 503: HealthSchema },
  }),
};

/** Concrete paths, derived from the descriptors (for tests, the bench and e2e). */
export const HEALTH_API = { health: HEALTH_ENDPOINTS.health.path } as const;
