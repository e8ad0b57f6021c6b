import {
  AMBASSADOR_TEXT,
  type AmbassadorField,
  type AmbassadorProblem,
  parseAmbassadorApplication,
  STUDENTS_TEXT,
} from '@ibh/contract';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { useApplyAmbassador } from '../api/apply-ambassador';
import {
  AMBASSADOR_FIELDS,
  type AmbassadorFormValues,
  emptyAmbassadorForm,
  placeErrors,
} from '../lib/ambassador-form';

type Placed = ReturnType<typeof placeErrors>;

/** Server field keys ('body.email') back to the form's fields. */
function serverFields(error: unknown): AmbassadorProblem['fields'] {
  if (!isApiRequestError(error) || !error.fields) return {};
  const fields: AmbassadorProblem['fields'] = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const name = key.replace(/^body\./, '') as AmbassadorField;
    if (AMBASSADOR_FIELDS.includes(name)) fields[name] = messages;
  }
  return fields;
}

/**
 * The ambassador application (000 sections 2, 3, 5): labelled fields, checked with the contract's
 * schema before it is sent (the server checks again with the same one), the spec's three messages
 * on their fields, focus on the first, then the success state.
 */
export function AmbassadorApplicationForm({ onDone }: { onDone: () => void }) {
  const apply = useApplyAmbassador();
  const prefix = useId();
  const idOf = (field: AmbassadorField) => `${prefix}-${field}`;
  const [values, setValues] = useState<AmbassadorFormValues>(emptyAmbassadorForm);
  const [placed, setPlaced] = useState<Placed>({});
  const [formError, setFormError] = useState<string | null>(null);

  const show = (next: Placed) => {
    setPlaced(next);
    const first = AMBASSADOR_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const set = <F extends AmbassadorField>(field: F, value: AmbassadorFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setPlaced(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = parseAmbassadorApplication(values);
    if (!parsed.ok) {
      show(placeErrors(parsed.problem.fields));
      return;
    }
    show({});
    try {
      await apply.mutateAsync(parsed.value);
    } catch (error) {
      const fields = serverFields(error);
      if (Object.keys(fields).length > 0) show(placeErrors(fields));
      else
        setFormError(
          isApiRequestError(error) && error.code === 'E_RATE_LIMITED'
            ? error.message
            : AMBASSADOR_TEXT.submitFailed,
        );
    }
  };

  if (apply.isSuccess) {
    return (
      <div className="mt-4 flex flex-col items-start gap-3" role="status">
        <span className="inline-flex items-center gap-2 text-base font-semibold text-success-600">
          <CheckCircle2 aria-hidden className="size-5" />
          {AMBASSADOR_TEXT.successTitle}
        </span>
        <p className="text-sm text-ink-muted">{AMBASSADOR_TEXT.successBody}</p>
        <Button className="mt-2 self-stretch sm:self-end" onClick={onDone}>
          {AMBASSADOR_TEXT.close}
        </Button>
      </div>
    );
  }

  const errorOf = (field: AmbassadorField) => placed[field]?.message;
  const shared = (field: AmbassadorField) => {
    const target = placed[field]?.sharedWith;
    return target ? { invalid: true, describedById: `${idOf(target)}-error` } : {};
  };
  const text = (field: Exclude<AmbassadorField, 'agree'>) => ({
    id: idOf(field),
    value: values[field],
    error: errorOf(field),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{AMBASSADOR_TEXT.intro}</p>
      <TextField
        label={AMBASSADOR_TEXT.fullName}
        autoComplete="name"
        required
        {...text('fullName')}
        {...shared('fullName')}
      />
      <TextField
        label={AMBASSADOR_TEXT.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...text('email')}
        {...shared('email')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={AMBASSADOR_TEXT.university} autoComplete="organization" {...text('university')} />
        <TextField
          label={AMBASSADOR_TEXT.country}
          autoComplete="country-name"
          required
          {...text('country')}
          {...shared('country')}
        />
      </div>
      <TextField label={AMBASSADOR_TEXT.socials} hint={AMBASSADOR_TEXT.socialsHint} {...text('socials')} />
      <TextareaField label={AMBASSADOR_TEXT.why} rows={3} {...text('why')} />
      <CheckboxField
        id={idOf('agree')}
        label={AMBASSADOR_TEXT.agree}
        hint={STUDENTS_TEXT.consent}
        checked={values.agree}
        error={errorOf('agree')}
        onChange={(event) => set('agree', event.target.checked)}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <SubmitButton
        className="self-stretch sm:self-end"
        busy={apply.isPending}
        label={AMBASSADOR_TEXT.submit}
        busyLabel={AMBASSADOR_TEXT.submitting}
      />
    </form>
  );
}
