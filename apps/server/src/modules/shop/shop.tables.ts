import type { ServiceCategory, ServiceStatus } from '@ibh/contract';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { TextArray } from '../../db/column-types.ts';

/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Tables of migrations/0011_shop.sql (pro_profiles is the profiles module's, 0005;
 * analytics_events the analytics module's). */
export interface CategoryFloorsTable {
  category_key: ServiceCategory;
  floor_price_cents: number;
  suggested_min_cents: number;
  suggested_max_cents: number;
  updated_at: Generated<Date>;
}

export interface ProServicesTable {
  id: Generated<string>;
  pro_id: string;
  title: string;
  category: ServiceCategory;
  description: Defaulted<string>;
  deliverables: TextArray;
  eta_days: number;
  banner_path: string | null;
  thumb_path: string | null;
  status: Defaulted<ServiceStatus>;
  from_cents: number | null;
  /** Kept by triggers from the seller's rows. */
  pro_verified: Defaulted<boolean>;
  /** numeric, parsed to a JS number by both engines. */
  pro_impact: Defaulted<number>;
  pro_search: Defaulted<string>;
  listed: GeneratedAlways<boolean>;
  search: GeneratedAlways<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  published_at: Date | null;
}

export interface ServicePackagesTable {
  id: Generated<string>;
  service_id: string;
  tier: 'basic' | 'standard' | 'premium';
  name: string;
  price_cents: number;
  days: number;
  revisions: Defaulted<number>;
  includes: TextArray;
  created_at: Generated<Date>;
}

export interface ShopTables {
  category_floors: CategoryFloorsTable;
  pro_services: ProServicesTable;
  service_packages: ServicePackagesTable;
  /** The words of services' titles (typo correction, migration 0039). */
  service_words: { word: string };
}

/** Views the shop module publishes (migrations/0034_published_views.sql, decision 142). */
export interface ShopViews {
  listed_services: Pick<ProServicesTable, 'id' | 'pro_id'>;
}
