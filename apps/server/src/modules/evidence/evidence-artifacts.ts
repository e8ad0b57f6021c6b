import { randomUUID } from 'node:crypto';
import { EVIDENCE_LIMITS, EVIDENCE_TEXT } from '@ibh/contract';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { sha256Hex } from './evidence-hash.ts';

type UploadType = 'image' | 'pdf' | 'audio';

const unsupported = () => new AppError('E_UNSUPPORTED_MEDIA', EVIDENCE_TEXT.artifactUnsupported);

/** What the bytes are (the declared type is ignored): a content type and extension, or undefined. */
async function sniff(
  bytes: Buffer,
  type: UploadType,
): Promise<{ contentType: string; ext: string } | undefined> {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString('latin1');
  if (type === 'pdf')
    return ascii(0, 5) === '%PDF-' ? { contentType: 'application/pdf', ext: 'pdf' } : undefined;
  if (type === 'audio') {
    if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { contentType: 'audio/wav', ext: 'wav' };
    if (ascii(0, 4) === 'OggS') return { contentType: 'audio/ogg', ext: 'ogg' };
    if (ascii(0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) {
      return { contentType: 'audio/mpeg', ext: 'mp3' };
    }
    return undefined;
  }
  const meta = await sharp(bytes, { limitInputPixels: 6000 * 6000 })
    .metadata()
    .catch(() => undefined);
  const formats: Record<string, { contentType: string; ext: string }> = {
    png: { contentType: 'image/png', ext: 'png' },
    jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
    webp: { contentType: 'image/webp', ext: 'webp' },
  };
  return meta?.format && meta.width && meta.height ? formats[meta.format] : undefined;
}

/**
 * The name an uploaded artifact is saved under when opened (not its storage key's uuid): the name the
 * owner gave it, with the stored file's extension when the name lacks it; 'evidence' when unnamed.
 */
export function artifactDownloadName(name: string | null | undefined, storageKey: string): string {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1).toLowerCase();
  const base = name?.trim() || 'evidence';
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** A signed URL of an uploaded artifact, offered for saving under its name. */
export function artifactUrl(ctx: AppContext, storageKey: string, name: string | null | undefined) {
  return ctx.storage.signedUrl(storageKey, {
    ttlMs: EVIDENCE_LIMITS.fileUrlTtlMs,
    download: artifactDownloadName(name, storageKey),
  });
}

/**
 * An artifact file, checked by content (001 section 5, issue 17): an image (PNG, JPEG, WebP that
 * decodes), a PDF or audio (MP3, WAV, Ogg), stored as sent so its SHA-256 is the content hash the
 * version's hash covers. Referenced by its upload id from the evidence form.
 */
export async function uploadArtifact(
  ctx: AppContext,
  userId: string,
  query: { type: UploadType; name?: string },
  body: unknown,
) {
  if (!Buffer.isBuffer(body) || body.length === 0) throw unsupported();
  const kind = await sniff(body, query.type);
  if (!kind) throw unsupported();
  const id = randomUUID();
  const key = `evidence/${userId}/${id}.${kind.ext}`;
  const contentHash = sha256Hex(body);
  await ctx.storage.put(key, body, { contentType: kind.contentType, cacheControl: 'private, max-age=86400' });
  await ctx.db
    .insertInto('evidence_uploads')
    .values({
      id,
      owner_id: userId,
      type: query.type,
      storage_key: key,
      content_type: kind.contentType,
      content_hash: contentHash,
      size: body.length,
      name: query.name || null,
    })
    .execute();
  return {
    uploadId: id,
    type: query.type,
    contentHash,
    url: await artifactUrl(ctx, key, query.name),
    name: query.name || null,
  };
}
