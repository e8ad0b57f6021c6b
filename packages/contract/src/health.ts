import * as z from 'zod/mini';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number(),
  }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
