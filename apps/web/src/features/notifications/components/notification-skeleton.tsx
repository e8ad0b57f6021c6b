import { SHELL_TEXT } from '@ibh/contract';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';

/** Rows shaped like notifications while they load. */
export function NotificationSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <div key={key} className="flex gap-3 p-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeletons
            className="flex flex-1 flex-col gap-2"
            shapes={['h-4 w-3/5', 'h-4 w-full', 'h-3 w-16']}
          />
        </div>
      ))}
    </div>
  );
}
