import type { FieldErrors } from '../../lib/step-validation';
import type { WizardField, WizardValues } from '../../lib/wizard-values';

/** What every step receives: the values, their errors, a setter, and a ref for focusing a field. */
export interface StepProps {
  values: WizardValues;
  errors: FieldErrors;
  onChange: <F extends WizardField>(field: F, value: WizardValues[F]) => void;
  fieldRef: (field: WizardField) => (element: HTMLElement | null) => void;
}
