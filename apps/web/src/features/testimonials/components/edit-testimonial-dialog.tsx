import { TESTIMONIAL_TEXT, type TestimonialDetail, type TestimonialInput } from '@ibh/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import {
  checkTestimonialForm,
  formValuesOf,
  type TestimonialField,
  type TestimonialFormValues,
} from '../lib/testimonial-form';
import { TestimonialFields } from './testimonial-fields';

type Errors = Partial<Record<TestimonialField, string>>;

/** The admin's edit: the same fields and checks as /testimonial; Save sends them all. */
export function EditTestimonialDialog({
  testimonial,
  busy,
  onSave,
  onClose,
  returnFocus,
}: {
  testimonial: TestimonialDetail;
  busy: boolean;
  onSave: (body: TestimonialInput) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const idPrefix = useId();
  const alertId = `${idPrefix}-alert`;
  const [values, setValues] = useState<TestimonialFormValues>(() => formValuesOf(testimonial));
  const [errors, setErrors] = useState<Errors>({});
  const [missing, setMissing] = useState<TestimonialField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkTestimonialForm(values);
    if (!check.ok) {
      setErrors(check.fields);
      setMissing(check.missing);
      setFormError(check.formError);
      return;
    }
    setErrors({});
    setMissing([]);
    setFormError(null);
    onSave(check.body);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={TESTIMONIAL_TEXT.editTitle} returnFocus={returnFocus}>
        <form noValidate onSubmit={save} className="mt-4 flex flex-col gap-4">
          <TestimonialFields
            values={values}
            errors={errors}
            missing={formError ? missing : []}
            alertId={alertId}
            idPrefix={idPrefix}
            onChange={(field, value) => {
              setValues((current) => ({ ...current, [field]: value }));
              setErrors(({ [field]: _cleared, ...rest }) => rest as Errors);
            }}
          />
          {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {TESTIMONIAL_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? TESTIMONIAL_TEXT.saving : TESTIMONIAL_TEXT.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
