import { ORDER_PAGE_TEXT, ORDER_SCREEN_TEXT, PATHS, SHELL_TEXT } from '@ibh/contract';
import { FileX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { DeadEnd } from '@/components/ui/dead-end';
import { Skeletons } from '@/components/ui/skeletons';

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
    <DeadEnd
      pageTitle={title}
      icon={FileX}
      heading={title}
      body={body}
      bodyRole={alert ? 'alert' : undefined}
    >
      <ButtonLink to={PATHS.dashboard}>{ORDER_PAGE_TEXT.goToDashboard}</ButtonLink>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {ORDER_SCREEN_TEXT.retry}
        </Button>
      ) : null}
    </DeadEnd>
  );
}

/** An order that failed to load for another reason than a refusal: the dead end offers Retry. */
export function OrderLoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <OrderDeadEnd alert title={title} body={ORDER_SCREEN_TEXT.loadFailed} onRetry={onRetry} />;
}

/** A screen tall, like LoadingState: the footer stays below the fold until the order is there. */
export function OrderSkeleton() {
  return (
    <div role="status" aria-label={SHELL_TEXT.loading} className="flex min-h-dvh flex-col gap-5">
      <Skeletons
        className="flex items-center justify-between gap-4"
        shapes={['h-8 w-72', 'h-6 w-28 rounded-full']}
      />
      <Skeletons shapes={['h-40 rounded-card', 'h-56 rounded-card']} />
    </div>
  );
}
