import { SERVICE_CATEGORIES, SHOP_LIMITS } from '@ibh/contract';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../apps/server/src/db/schema.ts';
import type { BenchDataset } from './datasets.ts';

/** Services per scale step: 100 / 1,000 / 10,000 for small / medium / large. */
const BASE_SERVICES = 100;

/**
 * Title nouns: each is in 1 / NOUNS.length (about 4 %) of the titles and nowhere else, so a search
 * for one of them (BENCH_SHOP_SEARCH_WORD) matches a few percent of the services; with a category
 * filter (BENCH_SHOP_CATEGORY), about one seventh of those.
 */
const NOUNS = [
  'interviews',
  'audit',
  'roadmap',
  'prototype',
  'deck',
  'campaign',
  'review',
  'workshop',
  'teardown',
  'playbook',
  'survey',
  'benchmark',
  'onboarding',
  'funnel',
  'storyboard',
  'pipeline',
  'integration',
  'dashboard',
  'wireframes',
  'rebrand',
  'checklist',
  'sprint',
  'blueprint',
  'forecast',
];
export const BENCH_SHOP_SEARCH_WORD = 'onboarding';
export const BENCH_SHOP_CATEGORY = 'design';
const ADJECTIVES = [
  'Rapid',
  'Expert',
  'Complete',
  'Lean',
  'Focused',
  'Deep',
  'Practical',
  'Friendly',
  'Senior',
];

const textArray = (items: readonly string[]) => sql`array[${sql.join([...items])}]::text[]`;
const pickSql = (items: readonly string[], expr: RawBuilder<unknown>) =>
  sql`(${textArray(items)})[1 + ((${expr}) % ${sql.lit(items.length)})]`;

/** Person i's id, as benchUserId in people-dataset.ts, in SQL. */
const userId = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-8000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;
const serviceId = (index: RawBuilder<unknown>) =>
  sql`('00000000-0000-4000-b000-' || lpad(to_hex((${index}) + 1), 12, '0'))::uuid`;

/** The service the detail endpoint reads: the first one (listed, three packages). */
export const BENCH_SERVICE_ID = '00000000-0000-4000-b000-000000000001';

/** Person index of service g's seller: the professionals (every index not divisible by 3) in turn. */
const sellerIndex = (people: number) => {
  const pros = people - (Math.floor((people - 1) / 3) + 1);
  return sql`(((g % ${sql.lit(pros)}) / 2) * 3 + 1 + (g % ${sql.lit(pros)}) % 2)`;
};

async function seedShop(trx: Transaction<DB>, scale: number) {
  const services = BASE_SERVICES * scale;
  const people = 100 * scale;
  const last = services - 1;
  // Selling profiles first, so each new service takes its seller's columns once: nine in ten verified.
  await sql`
    insert into pro_profiles (user_id, headline, categories, impact_score, verified, verified_at)
    select ${userId(sql`i`)}, 'Bench professional ' || i || ' for early-stage teams', array['validate', 'design'],
      ((i * 37) % 100) / 100.0, i % 10 <> 7, case when i % 10 <> 7 then now() end
    from generate_series(0, ${sql.lit(people - 1)}) i
    where i % 3 <> 0
    on conflict (user_id) do nothing`.execute(trx);
  await sql`
    insert into pro_services (id, pro_id, title, category, description, deliverables, eta_days, status,
      from_cents, created_at, updated_at, published_at)
    select ${serviceId(sql`g`)}, ${userId(sellerIndex(people))},
      ${pickSql(ADJECTIVES, sql`g * 5`)} || ' ' || ${pickSql(NOUNS, sql`g * 7`)} || ' number ' || g,
      ${pickSql(SERVICE_CATEGORIES, sql`g`)},
      'A bench service that helps founders move faster, with clear steps and a written summary. Number ' || g,
      array['Written report', 'Call'],
      1 + (g * 13) % 30,
      case when g % 20 = 19 then 'draft' else 'published' end,
      50000 + (g * 7919) % 200000,
      now() - g * interval '17 minutes', now() - g * interval '17 minutes',
      case when g % 20 = 19 then null else now() - g * interval '17 minutes' end
    from generate_series(0, ${sql.lit(last)}) g`.execute(trx);
  await sql`
    insert into service_packages (service_id, tier, name, price_cents, days, revisions, includes)
    select ${serviceId(sql`g`)}, (array['basic', 'standard', 'premium'])[k + 1],
      (array['Basic', 'Standard', 'Premium'])[k + 1],
      50000 + (g * 7919) % 200000 + k * 25000, 1 + (g * 13) % 30 + k * 2, least(k + 1, ${sql.lit(SHOP_LIMITS.revisionsMax)}), array['Written report']
    from generate_series(0, ${sql.lit(last)}) g cross join lateral generate_series(0, case when g = 0 then 2 else g % 3 end) k`.execute(
    trx,
  );
  await sql`analyze pro_services`.execute(trx);
  await sql`analyze service_packages`.execute(trx);
}

/** Services with one to three packages from the bench professionals, nine in ten of them verified. */
export const shopDataset: BenchDataset = { name: 'shop', seed: seedShop };
