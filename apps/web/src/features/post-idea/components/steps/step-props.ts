import type { FieldErrors } from '../../lib/step-validation';
import type { WizardField, WizardValues } from '../../lib/wizard-values';

/** What every step receives: the values, their errors, a setter, and a ref for focusing a field. */
export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <F extends WizardField>(field: F, value: WizardValues[F]) => void;
  fieldRef: (field: WizardField) => (element: HTMLElement | null) => void;
}

/** The wizard's free-text fields (not the ones with a fixed list of values). */
export type TextWizardField = { [F in WizardField]: string extends WizardValues[F] ? F : never }[WizardField];

/** A free-text field's ref, value, error and change handler, from the step's props. */
export function textField({ values, errors, onChange, fieldRef }: StepProps, name: TextWizardField) {
  return {
    ref: fieldRef(name),
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  };
}
