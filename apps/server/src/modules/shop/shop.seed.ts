import { PACKAGE_TIER_LABELS, PACKAGE_TIERS } from '@ibh/contract';
import type { Seeder } from '../../db/seed/seeder.ts';
import { scheduleJob } from '../../platform/jobs/job.ts';
import { idsByEmail } from '../auth/auth.seed.ts';
import { type DemoImage, SHOP_DEMO_IMAGES_JOB } from './shop.demo-images.ts';
import { DEMO_SERVICES } from './shop.seed-services.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Demo services (shop.seed-services.ts) with their packages, published a few hours apart so Newest
 * has an order, and generated banners and thumbnails (drawn by SHOP_DEMO_IMAGES_JOB).
 */
export const shopSeeder: Seeder = {
  name: 'shop',
  async run(trx) {
    const emails = [...new Set(DEMO_SERVICES.map((service) => service.seller))];
    const idOf = await idsByEmail(trx, emails);
    const images: DemoImage[] = [];
    const now = Date.now();
    for (const [index, service] of DEMO_SERVICES.entries()) {
      const proId = idOf.get(service.seller);
      if (!proId) continue;
      const slug = `demo-${String(index + 1).padStart(2, '0')}`;
      const banner = `shop/demo/${slug}-banner.webp`;
      const thumb = `shop/demo/${slug}-thumbnail.webp`;
      const createdAt = new Date(now - (DEMO_SERVICES.length - index) * 6 * HOUR);
      const { id } = await trx
        .insertInto('pro_services')
        .values({
          pro_id: proId,
          title: service.title,
          category: service.category,
          description: service.description,
          deliverables: service.deliverables,
          eta_days: service.etaDays,
          banner_path: banner,
          thumb_path: thumb,
          status: service.draft ? 'draft' : 'published',
          published_at: service.draft ? null : createdAt,
          from_cents: Math.min(...service.packages.map(([dollars]) => dollars * 100)),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('service_packages')
        .values(
          service.packages.map(([dollars, days, revisions], tierIndex) => {
            const tier = PACKAGE_TIERS[tierIndex] ?? 'premium';
            return {
              service_id: id,
              tier,
              name: PACKAGE_TIER_LABELS[tier],
              price_cents: dollars * 100,
              days,
              revisions,
              includes: service.deliverables.slice(0, tierIndex + 1),
            };
          }),
        )
        .execute();
      images.push(
        { key: banner, kind: 'banner', title: service.title, category: service.category },
        { key: thumb, kind: 'thumbnail', title: service.title, category: service.category },
      );
    }
    if (images.length) {
      await scheduleJob(trx, SHOP_DEMO_IMAGES_JOB, { images }, { idempotencyKey: 'shop:demo-images' });
    }
  },
};
