import { NAV_TEXT, PATHS } from '@ibh/contract';
import {
  BookOpenCheck,
  Compass,
  GraduationCap,
  House,
  type LucideIcon,
  PlusCircle,
  ShoppingBag,
  UsersRound,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Signed-out visitors get the Restricted Access popup instead of navigating. */
  restricted?: boolean;
  /** Part of the Professionals Shop: hidden when the pro-shop flag is off (001 section 6). */
  shop?: boolean;
}

/** Header navigation in spec order (000 section 2, Header). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: NAV_TEXT.home, icon: House },
  { to: PATHS.explore, label: NAV_TEXT.explore, icon: Compass },
  { to: PATHS.postIdea, label: NAV_TEXT.postIdea, icon: PlusCircle, restricted: true },
  { to: PATHS.browseServices, label: NAV_TEXT.shop, icon: ShoppingBag, shop: true },
  { to: PATHS.evidenceHome, label: NAV_TEXT.evidence, icon: BookOpenCheck },
  { to: PATHS.students, label: NAV_TEXT.students, icon: GraduationCap },
  { to: PATHS.community, label: NAV_TEXT.community, icon: UsersRound },
];
