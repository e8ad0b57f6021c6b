import { ORDER_PAGE_TEXT, ORDER_SCREEN_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { FileX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A whole-page dead end: a title, a line, Go to Dashboard (and maybe Retry). */
export function OrderDeadEnd({
  title,
  body,
  onRetry,
  alert = false,
}: {
  title: string;
  body?: ReactNode;
  onRetry?: () => void;
  alert?: boolean;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <title>{`${title} · IBH`}</title>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-muted text-ink-muted">
        <FileX aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-ink">{title}</h1>
      {body ? (
        <p role={alert ? 'alert' : undefined} className="mt-1 text-sm text-ink-muted">
          {body}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <ButtonLink to={PATHS.dashboard}>{ORDER_PAGE_TEXT.goToDashboard}</ButtonLink>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {ORDER_SCREEN_TEXT.retry}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** A screen tall, like LoadingState: the footer stays below the fold until the order is there. */
export function OrderSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex min-h-dvh flex-col gap-5">
      <div className="flex items-center justify-between gap-4">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-6 w-28 rounded-full" />
      </div>
      <Skeleton className="h-40 rounded-card" />
      <Skeleton className="h-56 rounded-card" />
    </div>
  );
}
