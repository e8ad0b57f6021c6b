import { DASHBOARD, DASHBOARD_TEXT, type DashboardOverview, type DashboardStat } from '@ibh/contract';

/** The first DASHBOARD.descriptionCut characters plus '...' when longer (000 section 2). */
export function cutDescription(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  return value.length > DASHBOARD.descriptionCut ? `${value.slice(0, DASHBOARD.descriptionCut)}...` : value;
}

/** Full name, else display name, else 'You'. */
export function headerName(header: DashboardOverview['header']): string {
  return header.fullName?.trim() || header.displayName?.trim() || DASHBOARD_TEXT.fallbackName;
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Counts as numbers, money (cents) as whole dollars. */
export function formatStat(stat: DashboardStat): string {
  return stat.unit === 'cents' ? dollars.format(Math.floor(stat.value / 100)) : String(stat.value);
}

/** 'Mar 4, 2025': the app's one date format. */
export { formatDate } from '@/lib/dates';
