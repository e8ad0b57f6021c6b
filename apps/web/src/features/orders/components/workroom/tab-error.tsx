import { ORDER_SCREEN_TEXT } from '@ibh/contract';
import { RetryAlert } from '@/components/ui/retry-alert';

/** A tab's list could not load: the message and a retry. */
export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryAlert message={message} retry={ORDER_SCREEN_TEXT.retry} onRetry={onRetry} />;
}
