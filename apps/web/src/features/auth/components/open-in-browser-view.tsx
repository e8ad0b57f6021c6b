import { AUTH_TEXT, NEXT_PARAM, OPEN_IN_BROWSER_TEXT, PATHS } from '@ibh/contract';
import { Check, Copy, ExternalLink, Smartphone } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldError, inputClasses } from '@/components/ui/text-field';
import { safeReturnPath } from '@/lib/auth-redirect';
import { useCopy } from '../hooks/use-copy';
import { detectInAppBrowser, type Platform } from '../lib/in-app-browser';
import { AuthCard } from './auth-card';

const STEPS: Record<Platform, readonly string[]> = {
  ios: OPEN_IN_BROWSER_TEXT.stepsIos,
  android: OPEN_IN_BROWSER_TEXT.stepsAndroid,
  other: OPEN_IN_BROWSER_TEXT.stepsOther,
};

/**
 * /open-in-browser: for links opened inside a mail, social or chat app. Explains how to reach a
 * real browser, offers the link to copy, and lets the person continue to `next` (default /).
 */
export function OpenInBrowserView({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(NEXT_PARAM), PATHS.home);
  const link = `${window.location.origin}${next}`;
  const inApp = useMemo(() => detectInAppBrowser(userAgent), [userAgent]);
  const { copy, copied } = useCopy();
  const [copyFailed, setCopyFailed] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onCopy = async () => {
    const ok = await copy(link);
    setCopyFailed(!ok);
    if (!ok) linkRef.current?.select();
  };

  return (
    <AuthCard
      icon={inApp ? Smartphone : ExternalLink}
      tone={inApp ? 'gold' : 'sapphire'}
      title={OPEN_IN_BROWSER_TEXT.title}
    >
      <title>{`${OPEN_IN_BROWSER_TEXT.title} · IBH`}</title>
      {inApp ? (
        <div className="flex flex-col gap-4">
          <FormAlert tone="info">
            {OPEN_IN_BROWSER_TEXT.inAppTitle(inApp.app)} ({OPEN_IN_BROWSER_TEXT.kinds[inApp.kind]})
          </FormAlert>
          <p className="text-sm leading-relaxed text-ink-muted">
            {OPEN_IN_BROWSER_TEXT.inAppBody(inApp.app)}
          </p>
          <div>
            <h2 className="text-sm font-semibold text-ink">{OPEN_IN_BROWSER_TEXT.stepsTitle}</h2>
            <ol className="mt-2 flex list-decimal flex-col gap-1.5 pl-5 text-sm text-ink">
              {STEPS[inApp.platform].map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      ) : (
        <FormAlert tone="success">
          {OPEN_IN_BROWSER_TEXT.regularTitle}. {OPEN_IN_BROWSER_TEXT.regularBody}
        </FormAlert>
      )}
      <div className="mt-6 flex flex-col gap-1.5">
        <label htmlFor={`${id}-link`} className="text-sm font-medium text-ink">
          {OPEN_IN_BROWSER_TEXT.linkLabel}
        </label>
        <div className="flex gap-2">
          <input
            ref={linkRef}
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            aria-describedby={copyFailed ? `${id}-error` : undefined}
            className={`${inputClasses} min-w-0 font-mono text-sm`}
          />
          <Button variant={inApp ? 'primary' : 'secondary'} onClick={onCopy} aria-live="polite">
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            {copied ? OPEN_IN_BROWSER_TEXT.copied : OPEN_IN_BROWSER_TEXT.copy}
          </Button>
        </div>
        {copyFailed ? (
          <div role="alert">
            <FieldError id={`${id}-error`}>{AUTH_TEXT.copyFailed}</FieldError>
          </div>
        ) : null}
      </div>
      <ButtonLink to={next} variant={inApp ? 'secondary' : 'primary'} size="lg" className="mt-6 w-full">
        {inApp ? OPEN_IN_BROWSER_TEXT.continueAnyway : OPEN_IN_BROWSER_TEXT.continue}
      </ButtonLink>
    </AuthCard>
  );
}
