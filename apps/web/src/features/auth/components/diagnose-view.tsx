import {
  AUTH_DIAGNOSE_TEXT,
  AUTH_FORM_TEXT,
  AUTH_TEXT,
  type DiagnoseResponse,
  PATHS,
  SHELL_TEXT,
  TOASTS,
} from '@ibh/contract';
import { Activity, Copy, LogIn, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth';
import { loginPathFor } from '@/lib/auth-redirect';
import { formatFull, formatRelative } from '@/lib/dates';
import { useDiagnose } from '../api/get-diagnose';
import { useRefreshSession } from '../api/refresh-session';
import { useCopy } from '../hooks/use-copy';
import { errorMessage } from '../lib/auth-errors';
import { AuthCard } from './auth-card';

function When({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  return (
    <time dateTime={iso} title={formatFull(date)}>
      {formatRelative(date)} <span className="text-ink-muted">· {formatFull(date)}</span>
    </time>
  );
}

function Details({ data }: { data: DiagnoseResponse }) {
  const rows = [
    [
      AUTH_DIAGNOSE_TEXT.userId,
      <span key="id" className="font-mono text-xs break-all">
        {data.userId}
      </span>,
    ],
    [
      AUTH_DIAGNOSE_TEXT.email,
      <span key="email" className="[overflow-wrap:anywhere]">
        {data.email}
      </span>,
    ],
    [AUTH_DIAGNOSE_TEXT.provider, data.provider],
    [AUTH_DIAGNOSE_TEXT.expires, <When key="expires" iso={data.expiresAt} />],
    [AUTH_DIAGNOSE_TEXT.started, <When key="started" iso={data.sessionStartedAt} />],
  ] as const;
  return (
    <dl className="divide-y divide-line rounded-lg border border-line">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
          <dt className="text-sm font-medium text-ink-muted">{label}</dt>
          <dd className="text-sm text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /auth-diagnose: the session as the server sees it, with Refresh and Copy (000 section 2). */
export function DiagnoseView() {
  const diagnose = useDiagnose();
  const refreshSession = useRefreshSession();
  const auth = useAuth();
  const { copy } = useCopy();
  const [message, setMessage] = useState<string | null>(null);
  const [manualCopy, setManualCopy] = useState(false);
  const id = useId();
  const data = diagnose.data ?? null;
  const json = data ? JSON.stringify(data, null, 2) : '';

  const onRefresh = async () => {
    setMessage(null);
    try {
      await refreshSession.mutateAsync();
    } catch (error) {
      setMessage(`${AUTH_TEXT.refreshFailedPrefix}${errorMessage(error, AUTH_TEXT.unexpected)}`);
      return;
    }
    await auth.refresh();
    toast.success(AUTH_TEXT.sessionRefreshed, { duration: TOASTS.success });
  };

  const onCopy = async () => {
    setMessage(null);
    if (await copy(json)) {
      setManualCopy(false);
      toast.success(AUTH_TEXT.copied);
    } else {
      setManualCopy(true);
      setMessage(AUTH_TEXT.copyFailed);
    }
  };

  return (
    <AuthCard icon={Activity} title={AUTH_DIAGNOSE_TEXT.title} description={AUTH_DIAGNOSE_TEXT.intro} wide>
      <title>{`${AUTH_DIAGNOSE_TEXT.title} · IBH`}</title>
      {diagnose.isPending ? (
        <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-3">
          {['a', 'b', 'c', 'd', 'e'].map((key) => (
            <Skeleton key={key} className="h-11 w-full" />
          ))}
        </div>
      ) : diagnose.isError ? (
        <RetryAlert
          message={errorMessage(diagnose.error, AUTH_TEXT.unexpected)}
          retry={AUTH_FORM_TEXT.retry}
          onRetry={() => void diagnose.refetch()}
        />
      ) : data ? (
        <Details data={data} />
      ) : (
        <FormAlert
          tone="info"
          action={
            <ButtonLink
              to={loginPathFor({ pathname: PATHS.authDiagnose, search: '', hash: '' })}
              variant="secondary"
            >
              <LogIn aria-hidden className="size-4" />
              {AUTH_DIAGNOSE_TEXT.logIn}
            </ButtonLink>
          }
        >
          {AUTH_TEXT.noActiveSession}
        </FormAlert>
      )}
      {message ? (
        <FormAlert className="mt-4" tone="error">
          {message}
        </FormAlert>
      ) : null}
      {manualCopy && data ? (
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor={`${id}-json`} className="text-sm font-medium text-ink">
            {AUTH_DIAGNOSE_TEXT.copyLabel}
          </label>
          <textarea
            id={`${id}-json`}
            readOnly
            rows={7}
            value={json}
            onFocus={(event) => event.target.select()}
            className="w-full rounded-lg border border-line-strong bg-surface-muted p-3 font-mono text-xs text-ink"
          />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button onClick={onRefresh} disabled={refreshSession.isPending}>
          <RefreshCw aria-hidden className={refreshSession.isPending ? 'size-4 animate-spin' : 'size-4'} />
          {refreshSession.isPending ? AUTH_DIAGNOSE_TEXT.refreshing : AUTH_DIAGNOSE_TEXT.refresh}
        </Button>
        <Button variant="secondary" onClick={onCopy} disabled={!data}>
          <Copy aria-hidden className="size-4" />
          {AUTH_DIAGNOSE_TEXT.copy}
        </Button>
      </div>
    </AuthCard>
  );
}
