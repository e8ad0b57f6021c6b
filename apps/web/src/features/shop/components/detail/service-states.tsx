import { PATHS, SERVICE_DETAIL_TEXT, SERVICE_SCREEN_TEXT, SHELL_TEXT } from '@ibh/contract';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Skeletons } from '@/components/ui/skeletons';

/** Shaped like the service page while it loads. */
export function ServiceSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:p-8">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 rounded-full" />
          <Skeletons className="flex flex-1 flex-col gap-2" shapes={['h-7 w-3/4', 'h-4 w-1/3']} />
        </div>
        <Skeletons className="flex gap-6" shapes={['h-10 w-24', 'h-10 w-24', 'h-12 w-40']} />
      </div>
      <Skeleton className="aspect-[3/1] w-full rounded-card" />
      <Skeletons className="grid grid-cols-1 gap-3 md:grid-cols-3" shapes={['h-48', 'h-48', 'h-48']} />
    </div>
  );
}

export function ServiceNotFound() {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <title>{`${SERVICE_DETAIL_TEXT.notFound} · IBH`}</title>
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-ink">{SERVICE_DETAIL_TEXT.notFound}</h1>
      <p className="mt-1 max-w-prose text-sm text-ink-muted">{SERVICE_SCREEN_TEXT.notFoundBody}</p>
      <ButtonLink to={PATHS.browseServices} className="mt-5">
        {SERVICE_DETAIL_TEXT.shopLink}
      </ButtonLink>
    </div>
  );
}

export function ServiceLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert
      message={SERVICE_SCREEN_TEXT.loadFailed}
      retry={SERVICE_SCREEN_TEXT.retry}
      onRetry={onRetry}
    />
  );
}
