import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { describedBy, FieldFrame, type FieldFrameProps, inputClasses, useFieldIds } from './text-field';

export interface TextareaFieldProps extends FieldFrameProps, Omit<ComponentProps<'textarea'>, 'className'> {}

/** A labelled multi-line input, with its hint and error tied to it. */
export function TextareaField({
  label,
  hint,
  error,
  labelAside,
  className,
  id,
  ...textarea
}: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      labelAside={labelAside}
      className={className}
      ids={ids}
    >
      <textarea
        id={ids.inputId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && ids.errorId, hint && !error ? ids.hintId : null)}
        className={cx(inputClasses, 'h-auto min-h-24 resize-y py-2.5')}
        {...textarea}
      />
    </FieldFrame>
  );
}
