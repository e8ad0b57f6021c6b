import { ORDERS } from '@ibh/contract';
import type { PackageWithService } from '../shop/package-with-service.ts';

/**
 * The columns an order copies from the package it buys, so the order keeps what was bought when the
 * service changes later. The package's own revisions are kept (the spec's 2 is the ceiling).
 */
export function packageSnapshot(pkg: PackageWithService) {
  return {
    service_id: pkg.service_id,
    package_id: pkg.id,
    service_title: pkg.title,
    service_category: pkg.category,
    package_name: pkg.name,
    package_tier: pkg.tier,
    package_days: pkg.days,
    revisions_included: Math.min(pkg.revisions, ORDERS.maxRevisions),
    subtotal_cents: pkg.price_cents,
  };
}
