import {
  COUPON_DEFAULTS,
  COUPON_DISCOUNT_TYPES,
  type CouponDiscountType,
  type CreateCouponRequest,
  SHOP,
  ADMIN_COUPON_TEXT as T,
} from '@ibh/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { DOLLARS_INPUT, DollarsField } from '@/components/ui/dollars-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors, withDetail } from '@/lib/form-errors';
import { useCreateCoupon } from '../api/admin-tools';

interface Draft {
  code: string;
  description: string;
  discountType: CouponDiscountType;
  value: string;
  maxDiscount: string;
  minOrder: string;
  maxUses: string;
  validUntil: string;
}

const EMPTY: Draft = {
  code: '',
  description: '',
  discountType: COUPON_DEFAULTS.discountType,
  value: String(COUPON_DEFAULTS.discountValue),
  maxDiscount: '',
  minOrder: String(COUPON_DEFAULTS.minOrderCents / 100),
  maxUses: '',
  validUntil: '',
};

/** The browser's input rules for a whole percent. */
const PERCENT_INPUT = { type: 'number', inputMode: 'decimal', min: 1, max: 100, step: 1 } as const;

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const blank = (value: string) => value.trim() === '';

/** Dollars with at most two decimals, or percent as a whole number: the rules of 001 section 5. */
function toRequest(d: Draft): { body?: CreateCouponRequest; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (blank(d.code)) errors.code = T.requiredFields;
  if (blank(d.value)) errors.discountValue = T.requiredFields;
  if (Object.keys(errors).length > 0) return { errors };
  const value = Number(d.value);
  if (d.discountType === 'percentage' && !(Number.isInteger(value) && value >= 1 && value <= 100)) {
    errors.discountValue = T.percentRange;
  }
  if (d.discountType === 'fixed' && !(value >= 0.01 && /^\d+(\.\d{1,2})?$/.test(d.value.trim()))) {
    errors.discountValue = T.fixedAmount;
  }
  if (!blank(d.maxUses) && !(Number.isInteger(Number(d.maxUses)) && Number(d.maxUses) >= 1))
    errors.maxUses = T.maxUses;
  if (!blank(d.minOrder) && !(Number(d.minOrder) >= 0)) errors.minOrderCents = T.minOrder;
  if (d.discountType === 'percentage' && !blank(d.maxDiscount) && !(Number(d.maxDiscount) >= 0.01)) {
    errors.maxDiscountCents = T.capAmount;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    errors,
    body: {
      code: d.code.trim().toUpperCase(),
      description: blank(d.description) ? null : d.description.trim(),
      discountType: d.discountType,
      discountValue: d.discountType === 'percentage' ? value : cents(d.value),
      maxDiscountCents:
        d.discountType === 'percentage' && !blank(d.maxDiscount) ? cents(d.maxDiscount) : null,
      minOrderCents: blank(d.minOrder) ? 0 : cents(d.minOrder),
      maxUses: blank(d.maxUses) ? null : Number(d.maxUses),
      validUntil: blank(d.validUntil) ? null : new Date(`${d.validUntil}T23:59:59.000Z`).toISOString(),
    },
  };
}

/** The create form (default: percentage, 10, minimum order 0). */
export function CouponForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCoupon();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const percentage = draft.discountType === 'percentage';
  /** A text input's value, change handler and error, for one field of the draft. */
  const bind = (key: Exclude<keyof Draft, 'discountType'>, errorKey: string = key) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.target.value }),
    error: errors[errorKey],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const { body, errors: found } = toRequest(draft);
    setErrors(found);
    if (!body) return;
    create.mutate(body, {
      onSuccess: (coupon) => {
        toast.success(`${T.created}: ${coupon.code}`);
        setDraft(EMPTY);
      },
      onError: (error) => {
        setErrors(Object.fromEntries(serverFieldErrors(error)));
        setFailure(withDetail(T.createFailed, error));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-card border border-line bg-surface p-4 sm:p-6"
      aria-labelledby="new-coupon-title"
    >
      <h3 id="new-coupon-title" className="text-base font-semibold text-ink">
        {T.newCoupon}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={T.labels.code}
          hint={T.hints.code}
          value={draft.code}
          maxLength={SHOP.couponCodeMax}
          autoCapitalize="characters"
          onChange={(e) => set({ code: e.target.value.toUpperCase() })}
          error={errors.code}
        />
        <SelectField
          label={T.labels.discountType}
          value={draft.discountType}
          options={COUPON_DISCOUNT_TYPES.map((type) => ({ value: type, label: T.typeLabels[type] }))}
          onChange={(e) => set({ discountType: e.target.value as CouponDiscountType })}
          error={errors.discountType}
        />
        <TextField
          label={percentage ? T.labels.percentValue : T.labels.fixedValue}
          {...(percentage ? PERCENT_INPUT : { ...DOLLARS_INPUT, min: 0.01 })}
          {...bind('value', 'discountValue')}
        />
        {percentage ? (
          <DollarsField
            label={T.labels.maxDiscount}
            hint={T.hints.maxDiscount}
            min={0.01}
            {...bind('maxDiscount', 'maxDiscountCents')}
          />
        ) : null}
        <DollarsField label={T.labels.minOrder} {...bind('minOrder', 'minOrderCents')} />
        <TextField
          label={T.labels.maxUses}
          hint={T.hints.maxUses}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...bind('maxUses')}
        />
        <TextField
          label={T.labels.validUntil}
          hint={T.hints.validUntil}
          type="date"
          {...bind('validUntil')}
        />
        <TextField
          label={T.labels.description}
          maxLength={200}
          {...bind('description')}
          className="sm:col-span-2 lg:col-span-3"
        />
      </div>
      {failure ? <FormAlert className="mt-4">{failure}</FormAlert> : null}
      <div className="mt-4 flex justify-end">
        <SubmitButton busy={create.isPending} label={T.create} busyLabel={T.creating} />
      </div>
    </form>
  );
}
