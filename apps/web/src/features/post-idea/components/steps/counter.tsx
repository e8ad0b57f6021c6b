import { cx } from '@/lib/cx';
import { type StepProps, type TextWizardField, textField } from './step-props';

/** 'n/max' beside a label; red once past the limit. */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cx('text-xs tabular-nums', length > max ? 'font-medium text-danger-600' : 'text-ink-muted')}
    >
      {length}/{max}
    </span>
  );
}

/** `textField`, with the length counter beside the label (`max` is the field's limit). */
export function countedField(props: StepProps, name: TextWizardField, max: number) {
  return { labelAside: <Counter length={props.values[name].length} max={max} />, ...textField(props, name) };
}
