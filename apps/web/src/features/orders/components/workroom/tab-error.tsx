import { ORDER_SCREEN_TEXT } from '@ibh/contract';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';

/** A tab's list could not load: the message and a retry. */
export function TabError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <FormAlert
      action={
        <Button variant="secondary" onClick={onRetry}>
          {ORDER_SCREEN_TEXT.retry}
        </Button>
      }
    >
      {message}
    </FormAlert>
  );
}
