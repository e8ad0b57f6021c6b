import {
  SERVICE_CATEGORY_LABELS,
  SERVICE_DETAIL_TEXT,
  type ServiceDetail,
  type ServicePackage,
} from '@ibh/contract';

/** What /services/:id shows: every text the spec defaults is filled in (001 section 2.2). */
export interface ServiceView {
  id: string;
  title: string;
  expertId: string;
  expertName: string;
  expertAvatar: string | null;
  expertBio: string;
  category: string;
  etaDays: number;
  description: string;
  deliverables: string[];
  bannerUrl: string | null;
  /** Tiers in the contract's order (basic, standard, premium). */
  packages: ServicePackage[];
}

const filled = (text: string | null | undefined) => (text ?? '').trim();

/** The displayed Service with the spec's defaults: Expert, General, description, deliverables, bio. */
export function toServiceView(detail: ServiceDetail): ServiceView {
  const deliverables = detail.deliverables.map((item) => item.trim()).filter(Boolean);
  const category = SERVICE_CATEGORY_LABELS[detail.category] as string | undefined;
  return {
    id: detail.id,
    title: detail.title,
    expertId: detail.pro.id,
    expertName: filled(detail.pro.fullName) || SERVICE_DETAIL_TEXT.defaultExpert,
    expertAvatar: detail.pro.avatarUrl,
    expertBio: filled(detail.pro.bio) || filled(detail.pro.headline) || SERVICE_DETAIL_TEXT.defaultExpertBio,
    category: category ?? SERVICE_DETAIL_TEXT.defaultCategory,
    etaDays: detail.etaDays,
    description: filled(detail.description) || SERVICE_DETAIL_TEXT.defaultDescription,
    deliverables: deliverables.length > 0 ? deliverables : [...SERVICE_DETAIL_TEXT.defaultDeliverables],
    bannerUrl: detail.bannerUrl,
    packages: [...detail.packages],
  };
}

/** The package chosen by id, else the cheapest. */
export function chosenPackage(
  packages: readonly ServicePackage[],
  packageId: string | null,
): ServicePackage | undefined {
  const chosen = packages.find((pkg) => pkg.id === packageId);
  if (chosen) return chosen;
  return [...packages].sort((a, b) => a.priceCents - b.priceCents)[0];
}
