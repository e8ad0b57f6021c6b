import { RetryAlert } from '@/components/ui/retry-alert';

/** A tab's error panel with a Retry button (001 section 2.5). */
export function LoadErrorPanel({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return <RetryAlert message={message} retry={retry} onRetry={onRetry} icon />;
}
