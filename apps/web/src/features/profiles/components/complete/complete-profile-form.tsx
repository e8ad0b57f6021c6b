import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLETE_PROFILE_TEXT,
  LEGAL_TEXT,
  type MyProfile,
  ONBOARDING_COUNTRIES,
  PATHS,
  PROFILE,
  PROFILE_LIMITS,
  PROFILE_TEXT,
} from '@ibh/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { useOnline } from '@/lib/online';
import { useCompleteProfile } from '../../api/complete-profile';
import {
  type CompleteProfileValues,
  completeProfileDefaults,
  completeProfileSchema,
  isCompleteField,
  toCompleteRequest,
} from '../../lib/complete-form';
import { IdentityFields } from '../fields/identity-fields';
import { LinkFields } from '../fields/link-fields';
import { LocationFields, locationRegister } from '../fields/location-fields';
import { OnlinePill } from '../fields/online-pill';

/** A titled group of fields, two columns from the small breakpoint. */
function Group({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      {description ? <p className="-mt-3 text-xs text-ink-muted">{description}</p> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const DOCUMENT_LINKS = [
  { text: LEGAL_TEXT.terms.title, to: PATHS.terms },
  { text: LEGAL_TEXT.privacy.title, to: PATHS.privacy },
];

/** The terms label with the two documents linked (they open in a new tab, keeping the form). */
function TermsLabel() {
  const parts: ReactNode[] = [];
  let rest: string = COMPLETE_PROFILE_TEXT.terms;
  for (const { text, to } of DOCUMENT_LINKS) {
    const at = rest.indexOf(text);
    if (at < 0) continue;
    parts.push(
      rest.slice(0, at),
      <a
        key={to}
        href={to}
        target="_blank"
        rel="noopener"
        className="font-semibold text-sapphire-700 underline underline-offset-2 hover:text-sapphire-800"
      >
        {text}
      </a>,
    );
    rest = rest.slice(at + text.length);
  }
  parts.push(rest);
  return <>{parts}</>;
}

function failureOf(error: unknown): string {
  if (!isApiRequestError(error)) return PROFILE_TEXT.unexpected;
  if (error.status === 401) return PROFILE_TEXT.couldNotVerifySession;
  return error.message || PROFILE_TEXT.couldNotSave;
}

/** The Complete Profile form (000 sections 2, 5, 8): sets onboard_complete, then the dashboard. */
export function CompleteProfileForm({
  profile,
  sessionName,
}: {
  profile: MyProfile;
  sessionName: string | null;
}) {
  const online = useOnline();
  const navigate = useNavigate();
  const location = useLocation();
  const { refresh } = useAuth();
  const complete = useCompleteProfile();
  const reasonId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useForm<CompleteProfileValues>({
    resolver: zodResolver(completeProfileSchema),
    defaultValues: completeProfileDefaults(profile, sessionName),
    mode: 'onTouched',
  });
  const { register, setValue, getValues, setError, control, handleSubmit } = form;
  const { errors, isValid, isSubmitting } = form.formState;
  const [country, city, timezone] = useWatch({ control, name: ['country', 'city', 'timezone'] });

  const registerLocation = locationRegister({ register, getValue: getValues, setValue: setValue });

  const saving = isSubmitting || complete.isPending;
  const disabled = saving || done || !online || !isValid;
  const reason = !online
    ? COMPLETE_PROFILE_TEXT.whyDisabledOffline
    : !isValid
      ? COMPLETE_PROFILE_TEXT.whyDisabledInvalid
      : null;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await complete.mutateAsync(toCompleteRequest(values));
    } catch (error) {
      let first = true;
      for (const [name, message] of serverFieldErrors(error)) {
        if (!isCompleteField(name)) continue;
        setError(name, { message }, { shouldFocus: first });
        first = false;
      }
      setFailure(failureOf(error));
      return;
    }
    setDone(true);
    void refresh();
    timer.current = window.setTimeout(
      () => void navigate(PATHS.dashboard, { replace: true }),
      PROFILE.completionRedirectDelay,
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 id="complete-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
            {COMPLETE_PROFILE_TEXT.title}
          </h1>
          <p className="mt-1.5 text-sm text-ink-muted">{COMPLETE_PROFILE_TEXT.intro}</p>
        </div>
        <OnlinePill online={online} />
      </div>
      <Group legend={COMPLETE_PROFILE_TEXT.aboutYou}>
        <IdentityFields register={register} errors={errors} />
      </Group>
      <Group legend={COMPLETE_PROFILE_TEXT.whereYouAre}>
        <LocationFields
          countries={ONBOARDING_COUNTRIES}
          values={{ country, city, timezone }}
          register={registerLocation}
          errors={errors}
        />
      </Group>
      <Group legend={COMPLETE_PROFILE_TEXT.links} description={COMPLETE_PROFILE_TEXT.linksHint}>
        <LinkFields register={register} errors={errors} maxLength={PROFILE_LIMITS.url} hint={null} />
      </Group>
      <CheckboxField
        label={<TermsLabel />}
        error={errors.termsAccepted?.message}
        {...register('termsAccepted')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {done ? <FormAlert tone="success">{PROFILE_TEXT.allSet}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-start sm:justify-between">
        <Button
          variant="secondary"
          size="lg"
          // Back where they came from; a first page of the tab has nowhere to go back to but home.
          onClick={() => void (location.key === 'default' ? navigate(PATHS.home) : navigate(-1))}
          disabled={saving || done}
        >
          {COMPLETE_PROFILE_TEXT.back}
        </Button>
        <div className="flex flex-col gap-1.5 sm:items-end">
          <Button
            type="submit"
            size="lg"
            disabled={disabled}
            aria-describedby={reason ? reasonId : undefined}
          >
            {saving ? <Spinner className="text-white" /> : null}
            {saving ? PROFILE_TEXT.preparing : COMPLETE_PROFILE_TEXT.finish}
          </Button>
          {reason && !saving && !done ? (
            <p id={reasonId} className="text-xs text-ink-muted sm:text-right">
              {reason}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
