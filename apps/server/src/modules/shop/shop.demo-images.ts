import { SERVICE_CATEGORIES, SERVICE_CATEGORY_LABELS, SERVICE_IMAGE_KINDS } from '@ibh/contract';
import sharp from 'sharp';
import * as z from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { defineJob } from '../../platform/jobs/job.ts';
import { SERVICE_IMAGE_SIZES } from './service-image.ts';

/** One generated picture: where it goes, what it shows. */
const DemoImageSchema = z.object({
  key: z.string().max(300),
  kind: z.enum(SERVICE_IMAGE_KINDS),
  title: z.string().max(100),
  category: z.enum(SERVICE_CATEGORIES),
});
export type DemoImage = z.infer<typeof DemoImageSchema>;

/**
 * The demo services' banners and thumbnails. Seeders only see the database, so the shop seeder
 * schedules this job in its transaction and the job draws the pictures into storage (skipping
 * any already there): gradients in the category's colours with the title and category.
 */
export const SHOP_DEMO_IMAGES_JOB = defineJob(
  'shop.demo_images',
  z.object({ images: z.array(DemoImageSchema).max(200) }),
);

const COLOURS: Record<DemoImage['category'], [string, string]> = {
  validate: ['#4f46e5', '#06b6d4'],
  mvp: ['#0f766e', '#84cc16'],
  pitch: ['#9d174d', '#f59e0b'],
  design: ['#7c3aed', '#ec4899'],
  marketing: ['#c2410c', '#facc15'],
  development: ['#1e3a8a', '#10b981'],
  consulting: ['#334155', '#38bdf8'],
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Splits a title into at most two lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const words = title.split(/\s+/);
  const out: string[] = [''];
  for (const word of words) {
    const current = out[out.length - 1] ?? '';
    if (current && `${current} ${word}`.length > width) {
      if (out.length === 2) {
        out[1] = `${current}…`;
        break;
      }
      out.push(word);
    } else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  return out;
}

export function demoImageSvg(image: DemoImage): string {
  const { width, height } = SERVICE_IMAGE_SIZES[image.kind];
  const [from, to] = COLOURS[image.category];
  const banner = image.kind === 'banner';
  const size = banner ? 56 : 34;
  const text = lines(image.title, banner ? 30 : 22)
    .map(
      (line, i) =>
        `<text x="${banner ? 64 : 28}" y="${height / 2 + i * size * 1.2}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#ffffff" fill-opacity="0.08"/>
<text x="${banner ? 64 : 28}" y="${banner ? 80 : 48}" font-family="sans-serif" font-size="${banner ? 28 : 20}" fill="#ffffff" fill-opacity="0.85">${escapeXml(SERVICE_CATEGORY_LABELS[image.category])}</text>
${text}
</svg>`;
}

export async function renderDemoImages(ctx: AppContext, payload: { images: DemoImage[] }): Promise<void> {
  for (const image of payload.images) {
    if (await ctx.storage.head(image.key)) continue;
    const data = await sharp(Buffer.from(demoImageSvg(image)))
      .webp({ quality: 80 })
      .toBuffer();
    await ctx.storage.put(image.key, data, { contentType: 'image/webp' });
  }
}
