import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, type ButtonVariant } from './button';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** What the button does, for screen readers (it shows no text). */
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
}

/** A square 40 px button that shows only an icon. */
export function IconButton({ label, icon: Icon, variant = 'secondary', ...props }: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}
