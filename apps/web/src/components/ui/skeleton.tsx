import { cx } from '@/lib/cx';

/** A grey block shaped like the content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cx('motion-safe:animate-pulse rounded-md bg-surface-muted', className)} />
  );
}
