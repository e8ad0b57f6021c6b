import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { notFound } from '../errors.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { IMMUTABLE_CACHE_CONTROL, ImageQuerySchema, imageVariant } from './image-transform.ts';
import { LocalStorage } from './local-storage.ts';
import { assertValidKey, MAX_KEY_LENGTH } from './storage.ts';

const KeyParamsSchema = z.object({ '*': z.string().min(1).max(MAX_KEY_LENGTH).describe('Storage key') });

const SignedFileQuerySchema = z.object({
  exp: z.coerce.number().int().describe('Expiry, unix milliseconds'),
  sig: z.string().min(1).max(128).describe('HMAC-SHA256 signature, base64url'),
  download: z.string().min(1).max(255).optional().describe('Save under this file name'),
});

/** Binary bodies are streamed, which bypasses the serializer; the schema documents them. */
const BinaryResponse = (description: string) => z.unknown().describe(description);

/** Types a browser may render inline from our origin; anything else downloads. */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)(;|$)/i;
/** Stored files never run script or load anything from our origin's pages. */
const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * The name a file is saved under when its link names none: the key's last part without the
 * '{timestamp}-' (or '{timestamp}-{random}-') prefix that keeps keys unique, so a download reads
 * as the file was uploaded (issue 26, item 13).
 */
export function downloadNameOfKey(key: string): string {
  const base = key.slice(key.lastIndexOf('/') + 1);
  return base.replace(/^\d{10,}-(?:[0-9a-f]{8}-)?(?=.)/, '');
}

/**
 * GET /api/files/* serves local files behind signed URLs (S3 URLs point at the
 * bucket instead), and GET /api/images/* serves resized public images.
 */
export async function storageRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const storage = app.ctx.storage;

  if (storage instanceof LocalStorage) {
    typed.get(
      '/api/files/*',
      {
        schema: {
          tags: ['storage'],
          summary: 'A stored file behind a signed, expiring URL',
          params: KeyParamsSchema,
          querystring: SignedFileQuerySchema,
          response: { 200: BinaryResponse('The file bytes') },
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        assertValidKey(key);
        storage.signer.verify(key, request.query);
        const file = await storage.get(key);
        if (!file) throw notFound();
        const maxAge = Math.max(0, Math.floor((request.query.exp - Date.now()) / 1000));
        const { download } = request.query;
        const disposition =
          download !== undefined
            ? attachmentDisposition(download)
            : INLINE_TYPES.test(file.contentType)
              ? 'inline'
              : attachmentDisposition(downloadNameOfKey(key));
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('cache-control', `private, max-age=${maxAge}`)
          .header('content-disposition', disposition)
          .header('content-security-policy', FILE_CSP)
          .send(file.body);
      },
    );
  }

  typed.get(
    '/api/images/*',
    {
      schema: {
        tags: ['storage'],
        summary: "A public image ('public/' keys) resized and re-encoded, cached forever",
        params: KeyParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: BinaryResponse('The image bytes'),
          304: z.undefined().describe('Not modified, no body'),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      assertValidKey(key);
      const variant = await imageVariant(storage, key, request.query, (error) =>
        request.log.warn({ err: error, key }, 'image variant not cached'),
      );
      // Set only on success: an error must not be cached for a year.
      const cacheHeaders = {
        etag: variant.etag,
        'cache-control': IMMUTABLE_CACHE_CONTROL,
        // Public by definition, so other origins (and mail clients) may embed them.
        'cross-origin-resource-policy': 'cross-origin',
      };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === variant.etag)) {
        return reply.status(304).headers(cacheHeaders).send(undefined);
      }
      const image = await variant.load();
      return reply
        .headers(cacheHeaders)
        .header('content-type', image.contentType)
        .header('content-length', image.size)
        .header('x-cache', image.cached ? 'HIT' : 'MISS')
        .send(image.body);
    },
  );
}
