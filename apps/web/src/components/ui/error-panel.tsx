import { ADMIN_CONSOLE_TEXT } from '@ibh/contract';
import { AlertCircle, RotateCw } from 'lucide-react';
import { Button } from './button';

/** A load failed: what happened and a Retry button (the admin tabs, 001 section 2.5). */
export function ErrorPanel({
  message,
  detail,
  onRetry,
  retryLabel = ADMIN_CONSOLE_TEXT.retry,
}: {
  message: string;
  /** The server's message, when it said one. */
  detail?: string | undefined;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-danger-600/25 bg-danger-50 p-4 sm:flex-row sm:items-center"
    >
      <AlertCircle aria-hidden className="size-5 shrink-0 text-danger-600" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-danger-600">{message}</p>
        {detail && detail !== message ? <p className="mt-0.5 text-sm text-ink-muted">{detail}</p> : null}
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden className="size-4" />
        {retryLabel}
      </Button>
    </div>
  );
}
