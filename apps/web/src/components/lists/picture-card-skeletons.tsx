import { SHELL_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';

interface PictureCardSkeletonsProps {
  gridClassName: string;
  /** The picture's block, e.g. its aspect ratio. */
  imageClassName: string;
  count?: number;
  /** The lines under the picture, shaped like the card's text. */
  children: ReactNode;
}

/** Cards with a picture on top, shaped like the real ones while they load. */
export function PictureCardSkeletons({
  gridClassName,
  imageClassName,
  count = 6,
  children,
}: PictureCardSkeletonsProps) {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={gridClassName}>
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((id) => (
        <div key={id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
          <Skeleton className={cx(imageClassName, 'rounded-none')} />
          <div className="flex flex-col gap-3 p-5">{children}</div>
        </div>
      ))}
    </div>
  );
}
