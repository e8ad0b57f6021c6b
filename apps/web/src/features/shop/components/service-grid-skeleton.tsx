import { SHELL_TEXT } from '@ibh/contract';
import { Skeleton } from '@/components/ui/skeleton';

export const SERVICE_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** Cards shaped like service cards while they load. */
export function ServiceGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className={SERVICE_GRID}>
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((id) => (
        <div key={id} className="flex flex-col overflow-hidden rounded-card border border-line bg-surface">
          <Skeleton className="aspect-[3/2] rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <div className="flex items-center gap-2.5">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-5 w-2/3" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-16" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
