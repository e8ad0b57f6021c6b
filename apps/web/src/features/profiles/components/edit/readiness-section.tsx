import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDIT_PROFILE_TEXT,
  type MyReadiness,
  PROFILE_LIMITS,
  PROFILE_SECTIONS,
  PROFILE_TEXT,
  TOASTS,
} from '@ibh/contract';
import { Gauge } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { UrlField } from '@/components/forms/url-field';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { Badge } from '@/components/ui/badge';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors, withDetail } from '@/lib/form-errors';
import { useMyReadiness, useSaveReadiness } from '../../api/readiness';
import { normalizeDeckUrl } from '../../lib/links';
import { filterAmount, readinessSavedMessage } from '../../lib/readiness';
import {
  type ReadinessFormValues,
  readinessFormSchema,
  readinessToForm,
  readinessToRequest,
} from '../../lib/readiness-form';
import { normalizeOnBlur } from '../fields/normalize-on-blur';
import { EditorLoadError } from './editor-load-error';
import { FormSection } from './form-section';

const SECTION = PROFILE_SECTIONS[4];
/**
 * The readiness inputs belong to their own form element, kept outside the profile form (forms do
 * not nest): Enter in them and Save Readiness submit this one.
 */
export const READINESS_FORM_ID = 'readiness-form';
const FACTS = ['priorFounder', 'technicalFounder', 'arrDisclosed', 'deckReady'] as const;

function ReadinessForm({ readiness }: { readiness: MyReadiness }) {
  const save = useSaveReadiness();
  const { register, handleSubmit, reset, setError, formState } = useForm<ReadinessFormValues>({
    resolver: zodResolver(readinessFormSchema),
    defaultValues: readinessToForm(readiness),
  });
  useEffect(() => reset(readinessToForm(readiness)), [readiness, reset]);
  const errors = formState.errors;
  const arr = register('arrAmount');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(readinessToRequest(values));
      toast.success(readinessSavedMessage(result), { duration: TOASTS.profile });
    } catch (error) {
      for (const [name, message] of serverFieldErrors(error)) {
        if (name === 'arrAmount' || name === 'deckUrl') setError(name, { message }, { shouldFocus: true });
      }
      toast.error(withDetail(PROFILE_TEXT.readinessFailed, error), { duration: TOASTS.profile });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="sapphire" className="text-sm">
          <Gauge aria-hidden className="size-4" />
          {EDIT_PROFILE_TEXT.score(readiness.score)}
        </Badge>
        <span className="text-xs text-ink-muted">
          {readiness.updatedAt ? (
            <>
              {EDIT_PROFILE_TEXT.updated} <RelativeTime value={readiness.updatedAt} />
            </>
          ) : (
            EDIT_PROFILE_TEXT.neverSaved
          )}
        </span>
      </div>
      {createPortal(
        <form
          id={READINESS_FORM_ID}
          noValidate
          hidden
          onSubmit={(event) => {
            // The profile form is this section's ancestor in the React tree: keep the submit here.
            event.stopPropagation();
            void onSubmit(event);
          }}
        />,
        document.body,
      )}
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        {FACTS.map((fact) => (
          <CheckboxField
            key={fact}
            label={EDIT_PROFILE_TEXT[fact]}
            form={READINESS_FORM_ID}
            {...register(fact)}
          />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label={EDIT_PROFILE_TEXT.arrAmount}
          hint={EDIT_PROFILE_TEXT.arrHint}
          inputMode="decimal"
          form={READINESS_FORM_ID}
          error={errors.arrAmount?.message}
          {...arr}
          onChange={(event) => {
            event.target.value = filterAmount(event.target.value);
            return arr.onChange(event);
          }}
        />
        <UrlField
          label={EDIT_PROFILE_TEXT.deckUrl}
          placeholder="docs.google.com/presentation/…"
          maxLength={PROFILE_LIMITS.url}
          form={READINESS_FORM_ID}
          error={errors.deckUrl?.message}
          {...normalizeOnBlur(register('deckUrl'), normalizeDeckUrl)}
        />
      </div>
      <div>
        <SubmitButton
          form={READINESS_FORM_ID}
          variant="secondary"
          busy={save.isPending}
          label={EDIT_PROFILE_TEXT.saveReadiness}
          busyLabel={EDIT_PROFILE_TEXT.savingReadiness}
        />
      </div>
    </div>
  );
}

/** Founder Readiness: saved on its own with Save Readiness; the amount and deck stay private. */
export function ReadinessSection() {
  const readiness = useMyReadiness();
  return (
    <FormSection id={SECTION.id} title={SECTION.label} description={EDIT_PROFILE_TEXT.readinessIntro}>
      {readiness.isPending ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-7 w-40 rounded-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : null}
      {readiness.isError ? <EditorLoadError query={readiness} /> : null}
      {readiness.isSuccess ? <ReadinessForm readiness={readiness.data} /> : null}
    </FormSection>
  );
}
