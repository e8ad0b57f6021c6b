import { TESTIMONIAL_TEXT, TOASTS } from '@ibh/contract';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { FormAlert } from '@/components/ui/form-alert';
import { serverFieldErrors } from '@/lib/form-errors';
import { useSubmitTestimonial } from '../api/submit-testimonial';
import {
  checkTestimonialForm,
  emptyTestimonialForm,
  type TestimonialField,
  type TestimonialFormValues,
} from '../lib/testimonial-form';
import { fieldId, TestimonialFields } from './testimonial-fields';

const FIELDS = Object.keys(emptyTestimonialForm()) as TestimonialField[];
type Errors = Partial<Record<TestimonialField, string>>;

/**
 * /testimonial's form (000 sections 2, 5, 8): checked as the spec says before it is sent (the
 * server checks again), the first wrong field focused. Stored pending; the spec's toasts.
 */
export function TestimonialForm({
  defaultName,
  onSubmitted,
}: {
  defaultName: string;
  onSubmitted: () => void;
}) {
  const submit = useSubmitTestimonial();
  const idPrefix = useId();
  const alertId = `${idPrefix}-alert`;
  const [values, setValues] = useState<TestimonialFormValues>(() => emptyTestimonialForm(defaultName));
  const [errors, setErrors] = useState<Errors>({});
  const [missing, setMissing] = useState<TestimonialField[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  // The signed-in person's name fills the field once it is known (a fresh load reads the session
  // after the form appears), unless they have already typed one (issue 26, item 17).
  const nameTyped = useRef(false);
  useEffect(() => {
    if (!defaultName || nameTyped.current) return;
    setValues((current) => (current.name ? current : { ...current, name: defaultName }));
  }, [defaultName]);

  const onChange = (field: TestimonialField, value: string) => {
    if (field === 'name') nameTyped.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as Errors);
  };

  const show = (fields: Errors, blank: TestimonialField[], message: string | null) => {
    setErrors(fields);
    setMissing(blank);
    setFormError(message);
    const first = FIELDS.find((field) => blank.includes(field) || fields[field]);
    if (first) document.getElementById(fieldId(idPrefix, first))?.focus();
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = checkTestimonialForm(values);
    if (!check.ok) {
      show(check.fields, check.missing, check.formError);
      return;
    }
    show({}, [], null);
    try {
      await submit.mutateAsync(check.body);
    } catch (error) {
      const fields = serverFieldErrors(error).filter(([field]) => FIELDS.includes(field as TestimonialField));
      if (fields.length > 0) show(Object.fromEntries(fields), [], null);
      toast.error(TESTIMONIAL_TEXT.submitFailed, { duration: TOASTS.error });
      return;
    }
    toast.success(TESTIMONIAL_TEXT.submitted);
    onSubmitted();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TestimonialFields
        values={values}
        errors={errors}
        onChange={onChange}
        idPrefix={idPrefix}
        missing={formError ? missing : []}
        alertId={alertId}
      />
      {formError ? <FormAlert id={alertId}>{formError}</FormAlert> : null}
      <SubmitButton
        size="lg"
        busy={submit.isPending}
        label={TESTIMONIAL_TEXT.submit}
        busyLabel={TESTIMONIAL_TEXT.submitting}
        className="w-full sm:w-auto sm:self-start"
      />
    </form>
  );
}
