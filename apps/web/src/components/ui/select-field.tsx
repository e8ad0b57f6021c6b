import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '@/lib/cx';
import { describedBy, FieldFrame, type FieldFrameProps, inputClasses, useFieldIds } from './text-field';

export type SelectOption = string | { value: string; label: string };

const optionValue = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const optionLabel = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

export interface SelectFieldProps extends FieldFrameProps, Omit<ComponentProps<'select'>, 'className'> {
  options: readonly SelectOption[];
  /** An empty first option (value ''), e.g. 'Choose a country'. */
  placeholder?: string;
}

/**
 * A labelled native select: small, keyboard- and screen-reader-friendly, and the phone's own
 * picker on touch devices. Hint and error are tied to it by aria-describedby.
 */
export function SelectField({
  label,
  hint,
  error,
  labelAside,
  className,
  options,
  placeholder,
  id,
  ...select
}: SelectFieldProps) {
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
      <div className="relative">
        <select
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && ids.errorId, hint && !error ? ids.hintId : null)}
          className={cx(inputClasses, 'appearance-none pr-10')}
          {...select}
        >
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
    </FieldFrame>
  );
}
