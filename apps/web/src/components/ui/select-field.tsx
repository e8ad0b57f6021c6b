import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { FieldFrame, type FieldFrameProps, inputClasses, useField } from './text-field';

export type SelectOption = string | { value: string | number; label: string };

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

export interface SelectControlProps extends ComponentProps<'select'> {
  options: readonly SelectOption[];
  /** An empty first option (value ''), e.g. 'Choose a country'. */
  placeholder?: string | undefined;
  /** Classes of the box that holds the select and its chevron (width, shrink). */
  wrapperClassName?: string;
}

/** A native select with its chevron; label it with a SelectField around it or an aria-label. */
export function SelectControl({
  options,
  placeholder,
  wrapperClassName,
  className = 'pr-10',
  ...props
}: SelectControlProps) {
  return (
    <div className={cx('relative', wrapperClassName)}>
      <select className={cx(inputClasses, 'appearance-none', className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={optionValue(option)} value={optionValue(option)}>
            {optionLabel(option)}
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

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectControlProps, 'className'> {}

/**
 * A labelled native select: small, keyboard- and screen-reader-friendly, and the phone's own
 * picker on touch devices. Hint and error are tied to it by aria-describedby.
 */
export function SelectField(props: SelectFieldProps) {
  const field = useField(props);
  return (
    <FieldFrame {...field.frame}>
      <SelectControl
        id={field.inputId}
        aria-invalid={field.invalid}
        aria-describedby={field.describedBy()}
        {...field.control}
      />
    </FieldFrame>
  );
}
