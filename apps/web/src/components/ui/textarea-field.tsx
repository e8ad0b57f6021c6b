import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { FieldFrame, type FieldFrameProps, inputClasses, useField } from './text-field';

export interface TextareaFieldProps extends FieldFrameProps, Omit<ComponentProps<'textarea'>, 'className'> {}

/** A labelled multi-line input, with its hint and error tied to it. */
export function TextareaField(props: TextareaFieldProps) {
  const field = useField(props);
  return (
    <FieldFrame {...field.frame}>
      <textarea
        id={field.inputId}
        rows={4}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy()}
        className={cx(inputClasses, 'h-auto min-h-24 resize-y py-2.5')}
        {...field.control}
      />
    </FieldFrame>
  );
}
