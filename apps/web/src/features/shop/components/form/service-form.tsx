import { toNestErrors } from '@hookform/resolvers';
import {
  type CreateServiceRequest,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  SERVICE_FORM_TEXT,
  SHOP_LIMITS,
  TOASTS,
} from '@ibh/contract';
import { useRef } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { withDetail } from '@/lib/form-errors';
import {
  type Floors,
  formPathOf,
  formToRequest,
  type ServiceFormValues,
  validateServiceForm,
} from '../../lib/service-form';
import { DeliverablesEditor } from './deliverables-editor';
import { PackagesEditor } from './packages-editor';

const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((category) => ({
  value: category,
  label: SERVICE_CATEGORY_LABELS[category],
}));

/** The contract's rules and the category floor, with the same words the server uses. */
function serviceResolver(floors: () => Floors): Resolver<ServiceFormValues> {
  return (values, _context, options) => {
    const flat = validateServiceForm(values, floors());
    const keys = Object.keys(flat);
    if (keys.length === 0) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const key of keys) errors[key] = { type: 'validate', message: flat[key] };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * The server's field messages on their fields (a price under the floor shows on that price);
 * true when any was placed. Keys come as 'body.packages.1.priceCents' or 'packages.1.priceCents'.
 */
function placeServerErrors(
  error: unknown,
  setError: (path: string, message: string, focus: boolean) => void,
) {
  if (!isApiRequestError(error) || !error.fields) return false;
  let placed = false;
  for (const [key, messages] of Object.entries(error.fields)) {
    const path = formPathOf(key);
    const message = messages[0];
    if (!path || !message) continue;
    setError(path, message, !placed);
    placed = true;
  }
  return placed;
}

export interface ServiceFormProps {
  initial: ServiceFormValues;
  floors: Floors;
  submitLabel: string;
  onSubmit: (request: CreateServiceRequest) => Promise<unknown>;
  onCancel: () => void;
}

/** Title, category, description, deliverables, ETA and the packages (react-hook-form + the contract). */
export function ServiceForm({ initial, floors, submitLabel, onSubmit, onCancel }: ServiceFormProps) {
  const floorsRef = useRef(floors);
  floorsRef.current = floors;
  const form = useForm<ServiceFormValues>({
    resolver: serviceResolver(() => floorsRef.current),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const category = useWatch({ control: form.control, name: 'category' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(formToRequest(values));
    } catch (error) {
      const placed = placeServerErrors(error, (path, message, focus) =>
        form.setError(path as 'title', { type: 'server', message }, { shouldFocus: focus }),
      );
      if (!placed)
        form.setError('root', { type: 'server', message: withDetail(SERVICE_FORM_TEXT.saveFailed, error) });
      toast.error(withDetail(SERVICE_FORM_TEXT.saveFailed, error), { duration: TOASTS.error });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6">
        <h2 className="text-base font-semibold text-ink">{SERVICE_FORM_TEXT.basics}</h2>
        <TextField
          label={SERVICE_FORM_TEXT.title}
          placeholder={SERVICE_FORM_TEXT.titlePlaceholder}
          maxLength={SHOP_LIMITS.titleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label={SERVICE_FORM_TEXT.category}
            placeholder={SERVICE_FORM_TEXT.chooseCategory}
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
            {...form.register('category')}
          />
          <TextField
            label={SERVICE_FORM_TEXT.eta}
            hint={SERVICE_FORM_TEXT.etaHint}
            inputMode="numeric"
            error={errors.etaDays?.message}
            {...form.register('etaDays')}
          />
        </div>
        <TextareaField
          label={SERVICE_FORM_TEXT.description}
          hint={SERVICE_FORM_TEXT.descriptionHint}
          rows={6}
          maxLength={SHOP_LIMITS.descriptionMax}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <DeliverablesEditor form={form} />
      </section>
      <section className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6">
        <PackagesEditor form={form} floor={category ? floors[category] : undefined} />
      </section>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {SERVICE_FORM_TEXT.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? SERVICE_FORM_TEXT.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
