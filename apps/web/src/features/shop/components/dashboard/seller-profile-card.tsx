import { zodResolver } from '@hookform/resolvers/zod';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type SellerProfile,
  type ServiceCategory,
  SHOP_LIMITS,
  SHOP_SCREEN_TEXT,
  TOASTS,
} from '@ibh/contract';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import * as z from 'zod/mini';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { isApiRequestError } from '@/lib/api-client';
import { useUpdateSellerProfile } from '../../api/seller-profile';

const sellerFormSchema = z.object({
  headline: z.string().check(z.trim(), z.maxLength(SHOP_LIMITS.headlineMax)),
  categories: z.array(z.enum(SERVICE_CATEGORIES)).check(z.maxLength(SHOP_LIMITS.categoriesMax)),
});
type SellerFormValues = z.infer<typeof sellerFormSchema>;

const isCategory = (value: string): value is ServiceCategory =>
  (SERVICE_CATEGORIES as readonly string[]).includes(value);

/** The professional's selling headline and categories (impact score and verification are admins'). */
export function SellerProfileCard({ profile }: { profile: SellerProfile }) {
  const update = useUpdateSellerProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SellerFormValues>({
    resolver: zodResolver(sellerFormSchema),
    defaultValues: { headline: profile.headline ?? '', categories: profile.categories.filter(isCategory) },
  });
  const failure = update.error;
  return (
    <section
      aria-labelledby="seller-profile-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="seller-profile-title" className="text-base font-semibold text-ink">
          {SHOP_SCREEN_TEXT.sellerTitle}
        </h2>
        <p className="text-sm text-ink-muted">{SHOP_SCREEN_TEXT.sellerIntro}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={handleSubmit(async (values) => {
          const saved = await update.mutateAsync({
            headline: values.headline || null,
            categories: values.categories,
          });
          reset({ headline: saved.headline ?? '', categories: saved.categories.filter(isCategory) });
          toast.success(SHOP_SCREEN_TEXT.sellerSaved, { duration: TOASTS.success });
        })}
      >
        <TextField
          label={SHOP_SCREEN_TEXT.sellerHeadline}
          placeholder={SHOP_SCREEN_TEXT.sellerHeadlinePlaceholder}
          maxLength={SHOP_LIMITS.headlineMax}
          error={errors.headline?.message}
          {...register('headline')}
        />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">{SHOP_SCREEN_TEXT.sellerCategories}</legend>
          <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-4">
            {SERVICE_CATEGORIES.map((category) => (
              <CheckboxField
                key={category}
                label={SERVICE_CATEGORY_LABELS[category]}
                value={category}
                {...register('categories')}
              />
            ))}
          </div>
        </fieldset>
        {failure ? (
          <FormAlert>{isApiRequestError(failure) ? failure.message : SHOP_SCREEN_TEXT.loadFailed}</FormAlert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? SHOP_SCREEN_TEXT.sellerSaving : SHOP_SCREEN_TEXT.sellerSave}
          </Button>
        </div>
      </form>
    </section>
  );
}
