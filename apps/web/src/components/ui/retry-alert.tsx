import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

/** Something could not load: the message and a retry button (with a circling arrow when `icon`). */
export function RetryAlert({
  message,
  retry,
  onRetry,
  className,
  icon = false,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  className?: string;
  icon?: boolean;
}) {
  return (
    <FormAlert
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {icon ? <RotateCw aria-hidden className="size-4" /> : null}
          {retry}
        </Button>
      }
    >
      {message}
    </FormAlert>
  );
}
