import { type SERVICE_IMAGE_KINDS, type ServiceImageKind, SHOP_LIMITS, SHOP_TEXT } from '@ibh/contract';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';

/** Formats accepted by content (what sharp reads from the magic bytes), whatever the header said. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_PIXELS = SHOP_LIMITS.imageMaxDimension * SHOP_LIMITS.imageMaxDimension;
const WEBP_QUALITY = 82;

export const unsupportedServiceImage = () => new AppError('E_UNSUPPORTED_MEDIA', SHOP_TEXT.imageUnsupported);

export const SERVICE_IMAGE_SIZES: Record<ServiceImageKind, { width: number; height: number }> = {
  banner: SHOP_LIMITS.banner,
  thumbnail: SHOP_LIMITS.thumbnail,
};

/**
 * Checks an upload by its content (PNG, JPEG or WebP that decodes, one frame, within
 * SHOP_LIMITS.imageMaxDimension) and re-encodes it as WebP, cropped to the kind's size, upright,
 * without metadata (EXIF, location), as the avatar upload does.
 */
export async function toServiceImage(upload: unknown, kind: ServiceImageKind): Promise<Buffer> {
  if (!Buffer.isBuffer(upload) || upload.length === 0) throw unsupportedServiceImage();
  const meta = await sharp(upload, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => {
      throw unsupportedServiceImage();
    });
  const { format, width, height, pages } = meta;
  if (!format || !ACCEPTED_FORMATS.has(format) || (pages ?? 1) > 1) throw unsupportedServiceImage();
  if (!width || !height || width > SHOP_LIMITS.imageMaxDimension || height > SHOP_LIMITS.imageMaxDimension) {
    throw unsupportedServiceImage();
  }
  const size = SERVICE_IMAGE_SIZES[kind];
  return sharp(upload, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'centre' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer()
    .catch(() => {
      throw unsupportedServiceImage();
    });
}

/** Images live at shop/services/{serviceId}/{kind}-{timestamp}.webp. */
export const serviceImageFolder = (serviceId: string) => `shop/services/${serviceId}/`;
export const serviceImageKey = (serviceId: string, kind: ServiceImageKind, now = Date.now()) =>
  `${serviceImageFolder(serviceId)}${kind}-${now}.webp`;

export const SERVICE_IMAGE_COLUMNS = {
  banner: 'banner_path',
  thumbnail: 'thumb_path',
} as const satisfies Record<(typeof SERVICE_IMAGE_KINDS)[number], string>;
