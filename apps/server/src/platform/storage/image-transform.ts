import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { REQUEST } from '@ibh/contract';
import sharp from 'sharp';
import * as z from 'zod';
import { AppError, notFound } from '../errors.ts';
import type { ObjectHead, Storage } from './storage.ts';

export const PUBLIC_PREFIX = 'public/';
export const IMAGE_CACHE_PREFIX = 'cache/images/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const dimension = z.coerce.number().int().min(1).max(REQUEST.imageMaxDimension);

export const ImageQuerySchema = z.object({
  w: dimension.optional().describe('Maximum width in pixels'),
  h: dimension.optional().describe('Maximum height in pixels'),
  format: z.enum(IMAGE_FORMATS).optional().describe('Output format; defaults to the original format'),
  q: z.coerce.number().int().min(1).max(100).optional().describe('Encoder quality'),
});
export type ImageQuery = z.infer<typeof ImageQuerySchema>;

export interface ImageVariant {
  /** Quoted strong ETag: the variant's cache key hash. */
  etag: string;
  cacheKey: string;
  /** Reads the cached variant, or renders and caches it. */
  load(): Promise<{ body: Buffer | Readable; contentType: string; size: number; cached: boolean }>;
}

/** The variant depends on the original's identity (size, mtime) so replacing an original invalidates it. */
function variantHash(key: string, original: ObjectHead, query: ImageQuery): string {
  const parts = [
    key,
    original.size,
    original.lastModified.getTime(),
    query.w,
    query.h,
    query.format,
    query.q,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function outputFormat(requested: ImageFormat | undefined, detected: string | undefined): ImageFormat {
  if (requested) return requested;
  if (detected === 'heif') return 'avif';
  return IMAGE_FORMATS.find((f) => f === detected) ?? 'png';
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Resizes to fit inside w x h without enlarging, honouring EXIF orientation. 415 for non-images. */
export async function renderImage(
  original: Buffer,
  query: ImageQuery,
): Promise<{ data: Buffer; format: ImageFormat }> {
  const detected = await sharp(original)
    .metadata()
    .catch(() => {
      throw new AppError('E_UNSUPPORTED_MEDIA');
    });
  const format = outputFormat(query.format, detected.format);
  let pipeline = sharp(original).rotate();
  if (query.w || query.h) {
    pipeline = pipeline.resize({ width: query.w, height: query.h, fit: 'inside', withoutEnlargement: true });
  }
  pipeline = pipeline.toFormat(format, query.q === undefined ? {} : { quality: query.q });
  const data = await pipeline.toBuffer().catch(() => {
    throw new AppError('E_UNSUPPORTED_MEDIA');
  });
  return { data, format };
}

/**
 * Finds the variant of a public image for these parameters: 404 outside
 * 'public/' or when the original is missing. `load()` serves the cached variant
 * or renders it once and stores it under `cache/images/<hash>`.
 */
export async function imageVariant(
  storage: Storage,
  key: string,
  query: ImageQuery,
  onCacheWriteError: (error: unknown) => void,
): Promise<ImageVariant> {
  if (!key.startsWith(PUBLIC_PREFIX)) throw notFound();
  const original = await storage.head(key);
  if (!original) throw notFound();
  const hash = variantHash(key, original, query);
  const cacheKey = `${IMAGE_CACHE_PREFIX}${hash}`;
  return {
    etag: `"${hash}"`,
    cacheKey,
    async load() {
      const cached = await storage.get(cacheKey);
      if (cached) {
        return { body: cached.body, contentType: cached.contentType, size: cached.size, cached: true };
      }
      const source = await storage.get(key);
      if (!source) throw notFound();
      const { data, format } = await renderImage(await readAll(source.body), query);
      const contentType = `image/${format}`;
      await storage
        .put(cacheKey, data, { contentType, cacheControl: IMMUTABLE_CACHE_CONTROL })
        .catch(onCacheWriteError);
      return { body: data, contentType, size: data.length, cached: false };
    },
  };
}
