import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

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
  return (
    <FormAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          <RotateCw aria-hidden className="size-4" />
          {retry}
        </Button>
      }
    >
      {message}
    </FormAlert>
  );
}
