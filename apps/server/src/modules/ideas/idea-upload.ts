import { IDEA_TEXT, REQUEST } from '@ibh/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

/** Uploaded pictures are scaled down to at most this width (IBH). */
export const IDEA_IMAGE_MAX_WIDTH = 1600;
const JPEG_QUALITY = 85;
const MAX_PIXELS = REQUEST.imageMaxDimension * REQUEST.imageMaxDimension * 4;

export interface IdeaUpload {
  kind: 'image' | 'pdf';
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
}

export const fileTypeNotAllowed = () => new AppError('E_UNSUPPORTED_MEDIA', IDEA_TEXT.fileTypeNotAllowed);

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** What the bytes are, whatever the request said. */
export function sniff(body: Buffer): 'png' | 'jpeg' | 'pdf' | null {
  if (body.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'png';
  if (body.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'jpeg';
  if (body.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  return null;
}

/**
 * Checks an upload by its content: a PDF is kept as it is; a JPEG or PNG must decode, and is
 * turned upright, stripped of its metadata (EXIF, location), scaled down to
 * IDEA_IMAGE_MAX_WIDTH and re-encoded in its own format. Anything else is 415.
 */
export async function toIdeaUpload(body: unknown): Promise<IdeaUpload> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileTypeNotAllowed();
  const kind = sniff(body);
  if (kind === null) throw fileTypeNotAllowed();
  if (kind === 'pdf') return { kind: 'pdf', data: body, contentType: 'application/pdf' };
  const meta = await sharp(body, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => {
      throw fileTypeNotAllowed();
    });
  if (meta.format !== kind || (meta.pages ?? 1) > 1 || !meta.width || !meta.height)
    throw fileTypeNotAllowed();
  const image = sharp(body, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: IDEA_IMAGE_MAX_WIDTH, withoutEnlargement: true });
  const encoded = kind === 'png' ? image.png() : image.jpeg({ quality: JPEG_QUALITY });
  const data = await encoded.toBuffer().catch(() => {
    throw fileTypeNotAllowed();
  });
  return { kind: 'image', data, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
}
