import { cx } from '@/lib/cx';
import { Skeleton } from './skeleton';

/** One block a class list, in a `className` box (a row, a column), or loose in the parent's. */
export function Skeletons({ shapes, className }: { shapes: readonly string[]; className?: string }) {
  const blocks = shapes.map((shape, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of shapes that never reorders (two may be alike)
    <Skeleton key={i} className={shape} />
  ));
  return className ? (
    <div aria-hidden className={className}>
      {blocks}
    </div>
  ) : (
    blocks
  );
}

/**
 * `count` rows of a loading list: in each, a leading block (an avatar, a picture) beside a column of
 * text lines.
 */
export function SkeletonRows({
  count,
  rowClassName,
  lead,
  lines,
  linesClassName = 'gap-1.5',
}: {
  count: number;
  rowClassName: string;
  lead: string;
  lines: readonly string[];
  linesClassName?: string;
}) {
  return Array.from({ length: count }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows that never reorder
    <div key={row} className={rowClassName}>
      <Skeleton className={lead} />
      <Skeletons shapes={lines} className={cx('flex flex-1 flex-col', linesClassName)} />
    </div>
  ));
}

/** A busy region named `label` (e.g. 'Loading…'), shown as one placeholder block a class list. */
export function LoadingSkeletons({
  label,
  shapes,
  className,
}: {
  label: string;
  shapes: readonly string[];
  className: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={className}>
      <Skeletons shapes={shapes} />
    </div>
  );
}
