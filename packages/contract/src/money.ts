/**
 * The one money formatter: integer cents in, US dollars out through Intl (en-US, USD).
 * One rule everywhere: two decimals when there are cents ('$1,234.50'), none when the amount is whole
 * ('$1,200'). Prices are whole dollars (001 section 9) and read as such; a split, refund or milestone
 * share with cents is shown exactly, never rounded.
 */
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Integer cents as US dollars: 123450 -> '$1,234.50', 120000 -> '$1,200', -500 -> '-$5'. */
export function formatMoney(cents: number): string {
  const value = Math.round(cents);
  return (value % 100 === 0 ? whole : withCents).format(value / 100);
}

/** Dollars typed in a form to cents; below zero clamps to 0 (Category Floors, 001 section 5). */
export function dollarsToCents(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return null;
  return Math.max(0, Math.round(n * 100));
}
