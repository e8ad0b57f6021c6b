import { formatCompactNumber, MERIT_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';

/** How large the total reads: on /help/merit, in the merit card, on a Top Merit tile. */
const SIZES = {
  page: { row: 'flex items-baseline gap-2', total: 'text-3xl', word: 'text-ink-muted' },
  card: { row: 'flex items-baseline gap-2', total: 'text-2xl', word: 'text-sm text-ink-muted' },
  tile: { row: 'flex items-baseline gap-1.5', total: 'text-xl', word: 'text-sm text-ink-muted' },
} as const;

/** A professional's lifetime merit, shortened (1.2k), then the word 'Merit'; `children` after it. */
export function MeritTotal({
  total,
  size,
  testId,
  children,
}: {
  total: number;
  size: keyof typeof SIZES;
  testId?: string;
  children?: ReactNode;
}) {
  const look = SIZES[size];
  return (
    <p className={look.row}>
      <span className={`${look.total} font-semibold text-sapphire-700 tabular-nums`} data-testid={testId}>
        {formatCompactNumber(total)}
      </span>
      <span className={look.word}>{MERIT_TEXT.merit}</span>
      {children}
    </p>
  );
}
