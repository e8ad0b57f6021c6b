import { SHELL_TEXT } from '@ibh/contract';
import { LoaderCircle } from 'lucide-react';
import { cx } from '@/lib/cx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cx('size-5 animate-spin text-sapphire-600', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/**
 * Full-area 'Loading…' state used while auth or a page chunk is pending. A screen tall, so the
 * footer waits below the fold: were it on screen, the page arriving would push it down (layout shift).
 */
export function LoadingState({ label = SHELL_TEXT.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-ink-muted">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
