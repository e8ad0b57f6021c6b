import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  /** The form is being sent: the button is disabled and says so. */
  busy: boolean;
  label: string;
  busyLabel: string;
};

/** A form's submit button: its label while idle, its busy label (and disabled) while the form is sent. */
export function SubmitButton({ busy, label, busyLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
