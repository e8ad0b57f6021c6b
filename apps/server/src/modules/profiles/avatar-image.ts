import { PROFILE, PROFILE_TEXT } from '@ibh/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

export interface AvatarImage {
  data: Buffer;
  ext: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

/** Formats accepted by content (what sharp reads from the magic bytes), whatever the header said. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_PIXELS = PROFILE.avatarMaxDimension * PROFILE.avatarMaxDimension;

export const unsupportedImage = () => new AppError('E_UNSUPPORTED_MEDIA', PROFILE_TEXT.imageUnsupported);

/**
 * Checks an upload by its content and re-encodes it as the spec's avatar: a 640 px square
 * (PROFILE.cropSize), PNG when the upload was PNG (round crops keep their transparency), else
 * JPEG at quality 0.92. Not an image, an animation, or dimensions past
 * PROFILE.avatarMaxDimension are refused before anything is decoded in full. Metadata
 * (EXIF, location) is dropped; orientation is applied first.
 */
export async function toAvatarImage(upload: Buffer): Promise<AvatarImage> {
  const meta = await sharp(upload, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => {
      throw unsupportedImage();
    });
  const { format, width, height, pages } = meta;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw unsupportedImage();
  if ((pages ?? 1) > 1) throw unsupportedImage();
  if (!width || !height || width > PROFILE.avatarMaxDimension || height > PROFILE.avatarMaxDimension) {
    throw unsupportedImage();
  }
  const square = sharp(upload, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(PROFILE.cropSize, PROFILE.cropSize, { fit: 'cover', position: 'centre' });
  const png = format === 'png';
  const encoded = png
    ? square.png()
    : square.flatten({ background: '#ffffff' }).jpeg({ quality: Math.round(PROFILE.cropQuality * 100) });
  const data = await encoded.toBuffer().catch(() => {
    throw unsupportedImage();
  });
  return png
    ? { data, ext: 'png', contentType: 'image/png' }
    : { data, ext: 'jpg', contentType: 'image/jpeg' };
}
