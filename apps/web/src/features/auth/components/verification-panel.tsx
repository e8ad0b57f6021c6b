import {
  AUTH,
  AUTH_FORM_TEXT,
  AUTH_TEXT,
  type CodePurpose,
  TIME,
  TOASTS,
  type VerifyCodeResponse,
} from '@ibh/contract';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/text-field';
import { isApiRequestError } from '@/lib/api-client';
import { useSendCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { useCooldown } from '../hooks/use-cooldown';
import { errorMessage, mentionsCode } from '../lib/auth-errors';
import { textLinkClasses } from './auth-card';
import { CodeInput, type CodeInputHandle, emptyCode, isCodeComplete } from './code-input';
import { PanelHeading } from './panel-heading';

type CodeError = { kind: 'incomplete' } | { kind: 'server'; message: string } | { kind: 'unexpected' };

export interface VerificationPanelProps {
  email: string;
  purpose: CodePurpose;
  /** From the send-code answer: when the next code may be requested. */
  resendAfterSeconds: number;
  /** 'signup' shows 'Invalid code: {message}'; 'login' shows 'Code is invalid—try again'. */
  errorStyle: 'login' | 'signup';
  submitLabel: string;
  onVerified: (result: VerifyCodeResponse) => Promise<void> | void;
  onBack: () => void;
  backLabel: string;
}

function describe(error: CodeError, style: 'login' | 'signup'): { main: string; detail?: string } {
  if (error.kind === 'incomplete') return { main: AUTH_TEXT.enterCode };
  if (error.kind === 'unexpected') return { main: AUTH_TEXT.unexpectedVerification };
  if (style === 'signup') return { main: `${AUTH_TEXT.invalidCodePrefix}${error.message}` };
  if (mentionsCode(error.message)) return { main: AUTH_TEXT.codeInvalidTryAgain, detail: error.message };
  return { main: error.message };
}

function resendFailure(error: unknown, purpose: CodePurpose): string {
  if (isApiRequestError(error) && error.code === 'E_RATE_LIMITED') return error.message;
  if (purpose === 'recovery') return AUTH_TEXT.failedToSendReset;
  return errorMessage(error, AUTH_TEXT.unexpectedSendingOtp);
}

/** The code step of otp-verify, otp-reset and signup: six boxes, verify, resend with a cooldown. */
export function VerificationPanel({
  email,
  purpose,
  resendAfterSeconds,
  errorStyle,
  submitLabel,
  onVerified,
  onBack,
  backLabel,
}: VerificationPanelProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [error, setError] = useState<CodeError | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const codeRef = useRef<CodeInputHandle>(null);
  const verify = useVerifyCode();
  const send = useSendCode();
  const cooldown = useCooldown(resendAfterSeconds);
  const [finishing, setFinishing] = useState(false);
  const introId = `${id}-intro`;

  // The panel opens after a user action (a code was sent): the code is the next thing to type.
  useEffect(() => codeRef.current?.focus(0), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(digits)) {
      setError({ kind: 'incomplete' });
      codeRef.current?.focus(Math.max(digits.indexOf(''), 0));
      return;
    }
    setError(null);
    let result: VerifyCodeResponse;
    try {
      result = await verify.mutateAsync({ email, code: digits.join(''), purpose });
    } catch (cause) {
      setError(
        isApiRequestError(cause) ? { kind: 'server', message: cause.message } : { kind: 'unexpected' },
      );
      setDigits(emptyCode());
      codeRef.current?.focus(0);
      return;
    }
    setFinishing(true);
    try {
      await onVerified(result);
    } catch {
      setFinishing(false);
      setError({ kind: 'unexpected' });
    }
  };

  const resend = async () => {
    setResendError(null);
    try {
      const sent = await send.mutateAsync({ email, purpose });
      cooldown.start(sent.resendAfterSeconds);
      setError(null);
      setDigits(emptyCode());
      toast.success(AUTH_TEXT.codeSent, { duration: TOASTS.loginDefault });
      codeRef.current?.focus(0);
    } catch (cause) {
      setResendError(resendFailure(cause, purpose));
      // A refused resend restarts the countdown with the server's own wait.
      if (isApiRequestError(cause) && cause.retryAfterSeconds) cooldown.start(cause.retryAfterSeconds);
    }
  };

  const message = error ? describe(error, errorStyle) : null;
  const busy = verify.isPending || finishing;

  return (
    <div>
      <PanelHeading icon={MailCheck} title={AUTH_FORM_TEXT.checkEmail} descriptionId={introId}>
        {AUTH_FORM_TEXT.codeSentTo}{' '}
        <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong>.
      </PanelHeading>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <CodeInput
            ref={codeRef}
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (error?.kind === 'incomplete' && isCodeComplete(next)) setError(null);
            }}
            label={AUTH_FORM_TEXT.codeLabel}
            describedById={message ? `${introId} ${errorId}` : introId}
            errorId={message ? errorId : undefined}
            invalid={error !== null}
          />
          {message ? (
            <div id={errorId} role="alert">
              <FieldError id={`${errorId}-main`}>{message.main}</FieldError>
              {message.detail ? <p className="mt-1 pl-5.5 text-xs text-ink-muted">{message.detail}</p> : null}
            </div>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? AUTH_FORM_TEXT.verifying : submitLabel}
        </Button>
      </form>
      <div className="mt-5 flex flex-col gap-1 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{AUTH_FORM_TEXT.noCode}</p>
        <Button
          variant="ghost"
          className="-ml-4 self-start text-sapphire-600 disabled:text-ink-muted disabled:opacity-100 sm:ml-0 sm:self-auto"
          disabled={cooldown.secondsLeft > 0 || send.isPending}
          onClick={resend}
        >
          {cooldown.secondsLeft > 0 ? AUTH_FORM_TEXT.resendIn(cooldown.secondsLeft) : AUTH_FORM_TEXT.resend}
        </Button>
      </div>
      {resendError ? (
        <div role="alert" className="mt-2">
          <FieldError id={`${id}-resend`}>{resendError}</FieldError>
        </div>
      ) : null}
      <button type="button" onClick={onBack} className={`${textLinkClasses} mt-3`}>
        <ArrowLeft aria-hidden className="size-4" />
        {backLabel}
      </button>
    </div>
  );
}

/** Seconds to wait before the first resend, when the server did not say. */
export const DEFAULT_RESEND_SECONDS = AUTH.resendCooldown / TIME.SECOND;
