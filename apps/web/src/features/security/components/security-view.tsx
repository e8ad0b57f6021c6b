import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSecondFactorStatus } from '../api/second-factor-settings';
import { PasskeysCard } from './passkeys-card';
import { TotpCard } from './totp-card';

const T = SECOND_FACTOR_TEXT.security;
/** /settings/security?admin=1: the admin console sent the admin here to set up a second factor. */
export const ADMIN_GATE_PARAM = 'admin';

/**
 * Settings → Security: passkeys and the authenticator app. Once the account has a factor, changes
 * need a session completed with one (decision 162); the page says so instead of offering them.
 */
export function SecurityView() {
  const [params] = useSearchParams();
  const status = useSecondFactorStatus();
  const fromAdmin = params.get(ADMIN_GATE_PARAM) === '1';
  const data = status.data;
  const hasFactor = Boolean(data && (data.totp || data.passkeys.length > 0));
  const canChange = Boolean(data && (data.sessionVerified || !hasFactor));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex gap-3.5">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sapphire-50 text-sapphire-600">
          <ShieldCheck aria-hidden className="size-5" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold text-ink">{T.title}</h1>
          <p className="text-sm text-ink-muted">{T.intro}</p>
        </div>
      </header>
      {fromAdmin ? (
        <FormAlert tone="info">
          <strong className="block font-semibold">{SECOND_FACTOR_TEXT.adminGate.title}</strong>
          {SECOND_FACTOR_TEXT.adminGate.body}
        </FormAlert>
      ) : null}
      {status.isPending ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : status.isError || !data ? (
        <ErrorPanel message={T.passkeyFailed} onRetry={() => void status.refetch()} />
      ) : (
        <>
          {canChange ? null : <FormAlert tone="info">{T.stepUpNeeded}</FormAlert>}
          <PasskeysCard passkeys={data.passkeys} canChange={canChange} />
          <TotpCard enabled={data.totp} codesLeft={data.recoveryCodesLeft} canChange={canChange} />
        </>
      )}
    </div>
  );
}
