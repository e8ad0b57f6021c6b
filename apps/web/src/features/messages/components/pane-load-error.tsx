import { INBOX_TEXT } from '@ibh/contract';
import { AlertCircle } from 'lucide-react';
import { loadErrorText } from '@/components/messaging/message-errors';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

/**
 * A pane of the inbox whose query failed: why (the server's words, else `fallback`), and Retry.
 * `className` places it in the pane.
 */
export function PaneLoadError({
  query,
  fallback,
  className,
}: {
  query: { error: unknown; refetch: () => unknown };
  fallback: string;
  className: string;
}) {
  const message = loadErrorText(query.error, fallback);
  const onRetry = () => void query.refetch();
  return (
    <div role="alert" className={cx('flex flex-col items-center gap-3 text-center', className)}>
      <AlertCircle aria-hidden className="size-6 text-danger-600" />
      <p className="text-sm text-ink">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {INBOX_TEXT.retry}
      </Button>
    </div>
  );
}
