import { INBOX_TEXT } from '@ibh/contract';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

/** A pane of the inbox that could not load: why, and Retry. `className` places it in the pane. */
export function PaneLoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className: string;
}) {
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
