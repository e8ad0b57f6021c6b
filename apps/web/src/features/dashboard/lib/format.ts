import {
  DASHBOARD,
  DASHBOARD_TEXT,
  type DashboardOverview,
  type DashboardStat,
  formatMoney,
} from '@ibh/contract';

/** The first DASHBOARD.descriptionCut characters plus '...' when longer (000 section 2). */
export function cutDescription(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value.length > DASHBOARD.descriptionCut ? `${value.slice(0, DASHBOARD.descriptionCut)}...` : value;
}

/** Full name, else display name, else 'You'. */
export function headerName(header: DashboardOverview['header']): string {
  return header.fullName?.trim() || header.displayName?.trim() || DASHBOARD_TEXT.fallbackName;
}

/** Counts as numbers, money (cents) through the one money formatter. */
export function formatStat(stat: DashboardStat): string {
  return stat.unit === 'cents' ? formatMoney(stat.value) : String(stat.value);
}

/** 'Mar 4, 2025': the app's one date format. */
export { formatDate } from '@/lib/dates';
