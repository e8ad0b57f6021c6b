import { SERVICE_CATEGORIES, SHOP_API } from '@ibh/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../test/agent.ts';
import { useSeededTestApp } from '../../db/seed/seed.test-kit.ts';

const t = useSeededTestApp({ runJobs: true });

describe('demo shop', () => {
  it('lists about twenty-five services across all seven categories, with one to three packages', async () => {
    const page = (await createAgent(t.app).get(`${SHOP_API.services}?limit=100`)).json();
    expect(page.items.length).toBeGreaterThanOrEqual(24);
    expect(new Set(page.items.map((card: { category: string }) => card.category))).toEqual(
      new Set(SERVICE_CATEGORIES),
    );
    const counts = await t.database.db
      .selectFrom('service_packages')
      .select((eb) => ['service_id', eb.fn.countAll<number>().as('n')])
      .groupBy('service_id')
      .execute();
    const sizes = new Set(counts.map((row) => Number(row.n)));
    expect(sizes).toEqual(new Set([1, 2, 3]));
  });

  it("hides Sam's service (not verified) and Arjun's draft from buyers", async () => {
    const hidden = await t.database.db
      .selectFrom('pro_services')
      .select(['id', 'title'])
      .where('listed', '=', false)
      .execute();
    expect(hidden.map((row) => row.title).sort()).toEqual([
      'Mobile app API (draft)',
      'No-code MVP in a week',
    ]);
    for (const row of hidden) {
      expect((await createAgent(t.app).get(SHOP_API.service(row.id))).statusCode).toBe(404);
    }
  });

  it('draws a banner and a thumbnail for each service', async () => {
    const [card] = (await createAgent(t.app).get(`${SHOP_API.services}?sort=newest&limit=1`)).json().items;
    const detail = (await createAgent(t.app).get(SHOP_API.service(card.id))).json();
    for (const url of [detail.bannerUrl, detail.thumbUrl]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    }
  });
});
