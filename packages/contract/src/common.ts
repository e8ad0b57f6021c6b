import * as z from 'zod/mini';
import { ERROR_CODES } from './errors.ts';
import { PAGING } from './limits.ts';

/** Body of every non-2xx API response. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [string, ...string[]]),
    message: z.string(),
    requestId: z.string(),
    /** Field path -> messages, for E_INVALID_INPUT. */
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
    /** E_RATE_LIMITED: seconds until trying again may succeed (also sent as Retry-After). */
    retryAfterSeconds: z.optional(z.number()),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const UuidSchema = z.uuid();
export const IdParamsSchema = z.object({ id: z.uuid() });

/**
 * Keyset paging: the cursor is an opaque string the server produced
 * (base64url of the sort key and id of the last row).
 */
export const PageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGING.maxPageSize))),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });
}

export const OkSchema = z.object({ ok: z.literal(true) });
