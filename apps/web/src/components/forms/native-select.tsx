import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { inputClasses } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';

export interface NativeSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly { value: string | number; label: string }[];
  /** Classes of the box that holds the select and its chevron (width, shrink). */
  wrapperClassName?: string;
}

/** A bare native select in the input look, with the chevron drawn over it; its label is the caller's. */
export function NativeSelect({ options, wrapperClassName, className, ...props }: NativeSelectProps) {
  return (
    <div className={cx('relative', wrapperClassName)}>
      <select className={cx(inputClasses, className)} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}
