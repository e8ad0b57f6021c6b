import { DASHBOARD_TEXT, HUB_TEXT, SHELL_TEXT } from '@ibh/contract';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';
import { reloadPage } from '@/lib/reload';

/** 'Something went wrong' with Refresh Page (000 section 2). */
export function DashboardError() {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-line bg-surface px-6 py-12 text-center shadow-sm"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <AlertTriangle aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-ink">{DASHBOARD_TEXT.errorTitle}</h1>
      <p className="mt-1 text-sm text-ink-muted">{DASHBOARD_TEXT.errorBody}</p>
      <Button className="mt-6" onClick={reloadPage}>
        {DASHBOARD_TEXT.refresh}
      </Button>
    </section>
  );
}

/** A list that failed (load more or a view): the message and a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={HUB_TEXT.listFailed} retry={HUB_TEXT.retry} onRetry={onRetry} />;
}

const CARDS = Array.from({ length: 6 }, (_, i) => `card-${i}`);

export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div
      role="status"
      aria-label={SHELL_TEXT.loading}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
    >
      {CARDS.slice(0, count).map((id) => (
        <div key={id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
          <Skeletons shapes={['h-5 w-3/4', 'h-4 w-1/3', 'h-4 w-full', 'h-4 w-5/6']} />
        </div>
      ))}
    </div>
  );
}

/** The overview's shape: header card with stats, quick actions, then a grid of cards. */
export function OverviewSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-6">
      <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center">
        <Skeleton className="size-16 rounded-full" />
        <Skeletons
          className="flex flex-1 flex-col gap-2"
          shapes={['h-6 w-48', 'h-5 w-28 rounded-full', 'h-4 w-40']}
        />
        <Skeletons className="grid grid-cols-3 gap-3" shapes={['h-16 w-24', 'h-16 w-24', 'h-16 w-24']} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {CARDS.map((id) => (
          <Skeleton key={id} className="h-12 rounded-lg" />
        ))}
      </div>
      <CardGridSkeleton count={3} />
    </div>
  );
}
