import {
  type CategoryFloor,
  PACKAGE_TIER_LABELS,
  SERVICE_FORM_TEXT,
  SHOP_LIMITS,
  SHOP_TEXT,
} from '@ibh/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { FieldError, TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { newPackage, nextTier, type ServiceFormValues } from '../../lib/service-form';

/** Under each price: the category's floor and suggested range, or a nudge to pick the category. */
export function floorHint(floor: CategoryFloor | undefined): string {
  return floor
    ? SHOP_TEXT.floorHint(floor.floorPriceCents, floor.suggestedMinCents, floor.suggestedMaxCents)
    : SERVICE_FORM_TEXT.chooseCategoryForFloor;
}

/**
 * One to three package tiers (Basic, Standard, Premium), each with its name, price in whole
 * dollars (the floor and suggested range under it), days, revisions and what is included.
 */
export function PackagesEditor({
  form,
  floor,
}: {
  form: UseFormReturn<ServiceFormValues>;
  floor: CategoryFloor | undefined;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'packages' });
  const packages = useWatch({ control: form.control, name: 'packages' });
  const errors = form.formState.errors.packages;
  const tier = nextTier(packages ?? fields);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-semibold text-ink">{SERVICE_FORM_TEXT.packages}</legend>
      <p className="text-sm text-ink-muted">{SERVICE_FORM_TEXT.packagesHint}</p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {fields.map((field, index) => {
          const e = errors?.[index];
          const label = PACKAGE_TIER_LABELS[field.tier];
          return (
            <section
              key={field.id}
              aria-label={label}
              className="flex flex-col gap-3 rounded-card border border-line bg-canvas/60 p-4"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold tracking-wide text-sapphire-700 uppercase">{label}</h3>
                <IconButton
                  icon={Trash2}
                  variant="ghost"
                  label={SERVICE_FORM_TEXT.removePackage(label)}
                  disabled={fields.length <= SHOP_LIMITS.packagesMin}
                  onClick={() => remove(index)}
                />
              </div>
              <TextField
                label={SERVICE_FORM_TEXT.packageName}
                maxLength={SHOP_LIMITS.packageNameMax}
                error={e?.name?.message}
                {...form.register(`packages.${index}.name`)}
              />
              <TextField
                label={SERVICE_FORM_TEXT.price}
                inputMode="numeric"
                autoComplete="off"
                hint={floorHint(floor)}
                error={e?.price?.message}
                {...form.register(`packages.${index}.price`)}
              />
              <div className="grid grid-cols-2 gap-3">
                <TextField
                  label={SERVICE_FORM_TEXT.days}
                  inputMode="numeric"
                  error={e?.days?.message}
                  {...form.register(`packages.${index}.days`)}
                />
                <TextField
                  label={SERVICE_FORM_TEXT.revisions}
                  hint={SERVICE_FORM_TEXT.revisionsHint(SHOP_LIMITS.revisionsMax)}
                  inputMode="numeric"
                  error={e?.revisions?.message}
                  {...form.register(`packages.${index}.revisions`)}
                />
              </div>
              <TextareaField
                label={SERVICE_FORM_TEXT.includes}
                hint={SERVICE_FORM_TEXT.includesHint}
                rows={3}
                error={e?.includes?.message}
                {...form.register(`packages.${index}.includes`)}
              />
            </section>
          );
        })}
      </div>
      {tier && fields.length < SHOP_LIMITS.packagesMax ? (
        <Button variant="secondary" className="self-start" onClick={() => append(newPackage(tier))}>
          <Plus aria-hidden className="size-4" />
          {SERVICE_FORM_TEXT.addPackage}
        </Button>
      ) : null}
      {errors?.root?.message ? <FieldError id="packages-error">{errors.root.message}</FieldError> : null}
    </fieldset>
  );
}
