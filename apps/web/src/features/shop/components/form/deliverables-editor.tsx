import { SERVICE_FORM_TEXT, SHOP_LIMITS } from '@ibh/contract';
import { Plus, X } from 'lucide-react';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { FieldError, inputClasses } from '@/components/ui/text-field';
import type { ServiceFormValues } from '../../lib/service-form';

/** "What you'll get": a list of short items, added and removed one by one (at most ten). */
export function DeliverablesEditor({ form }: { form: UseFormReturn<ServiceFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deliverables' });
  const errors = form.formState.errors.deliverables;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{SERVICE_FORM_TEXT.deliverables}</legend>
      <p id="deliverables-hint" className="text-xs text-ink-muted">
        {SERVICE_FORM_TEXT.deliverablesHint}
      </p>
      <ol className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const error = errors?.[index]?.value?.message;
          const errorId = `deliverable-${index}-error`;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  aria-label={SERVICE_FORM_TEXT.deliverable(index + 1)}
                  aria-describedby={error ? errorId : 'deliverables-hint'}
                  aria-invalid={error ? true : undefined}
                  maxLength={SHOP_LIMITS.deliverableMax}
                  className={inputClasses}
                  {...form.register(`deliverables.${index}.value`)}
                />
                <IconButton
                  icon={X}
                  variant="ghost"
                  label={SERVICE_FORM_TEXT.removeDeliverable(index + 1)}
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                />
              </div>
              {error ? <FieldError id={errorId}>{error}</FieldError> : null}
            </li>
          );
        })}
      </ol>
      {fields.length < SHOP_LIMITS.deliverablesMax ? (
        <Button variant="secondary" className="self-start" onClick={() => append({ value: '' })}>
          <Plus aria-hidden className="size-4" />
          {SERVICE_FORM_TEXT.addDeliverable}
        </Button>
      ) : null}
      {errors?.root?.message ? <FieldError id="deliverables-error">{errors.root.message}</FieldError> : null}
    </fieldset>
  );
}
