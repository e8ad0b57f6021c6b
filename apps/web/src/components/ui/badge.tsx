import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type BadgeTone = 'neutral' | 'gold' | 'sapphire' | 'danger' | 'success';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-line-strong bg-surface-muted text-ink',
  gold: 'border-gold-100 bg-gold-50 text-gold-800',
  sapphire: 'border-sapphire-100 bg-sapphire-50 text-sapphire-700',
  danger: 'border-danger-600/20 bg-danger-50 text-danger-600',
  success: 'border-success-600/20 bg-success-600/10 text-success-600',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** '7', or '99+' once the count passes the cap. */
export function formatCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

/** A small red counter for unread items; renders nothing at zero. */
export function CountBadge({
  count,
  cap,
  className,
  label,
}: {
  count: number;
  cap: number;
  className?: string;
  /** Screen-reader text, e.g. '3 unread'. Without it the badge is decorative. */
  label?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-[11px] leading-none font-semibold text-white',
        className,
      )}
    >
      <span aria-hidden>{formatCount(count, cap)}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
