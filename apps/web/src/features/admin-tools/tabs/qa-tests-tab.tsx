import { ADMIN_QA_TEXT as T } from '@ibh/contract';
import { CheckCircle2, Play, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { withDetail } from '@/lib/form-errors';
import { useRunQaChecks } from '../api/admin-tools';
import { LoadErrorPanel } from '../components/load-error-panel';

/** /admin/shop?tab=qa-tests: the server's self-checks of each real part, with pass or fail and time. */
export default function QaTestsTab() {
  const run = useRunQaChecks();
  const checks = run.data?.checks ?? [];
  const passed = checks.filter((c) => c.ok).length;
  return (
    <section aria-labelledby="qa-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <HeadingIntro id="qa-title" kind="tab" title={T.title} intro={T.intro} />
        <Button onClick={() => run.mutate()} disabled={run.isPending}>
          <Play aria-hidden className="size-4" />
          {run.isPending ? T.running : T.run}
        </Button>
      </div>
      {run.isError ? (
        <LoadErrorPanel
          message={withDetail(T.failed, run.error)}
          retry={T.run}
          onRetry={() => run.mutate()}
        />
      ) : null}
      {checks.length === 0 && !run.isError ? (
        <p className="text-sm text-ink-muted" aria-live="polite">
          {run.isPending ? T.running : T.notRun}
        </p>
      ) : null}
      {checks.length > 0 ? (
        <>
          <p className="text-sm font-medium text-ink" role="status">
            {T.summary(passed, checks.length)}
          </p>
          <ul
            className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface"
            aria-label={T.title}
          >
            {checks.map((check) => (
              <li key={check.name} className="flex items-start gap-3 p-4" data-check={check.name}>
                {check.ok ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success-600" />
                ) : (
                  <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger-600" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">{T.labels[check.name]}</p>
                  <p className="mt-0.5 break-words text-sm text-ink-muted">{check.detail}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <Badge tone={check.ok ? 'success' : 'danger'}>{check.ok ? T.pass : T.fail}</Badge>
                  <span className="text-xs text-ink-muted tabular-nums">{check.ms} ms</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
