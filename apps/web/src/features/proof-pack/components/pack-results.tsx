import { PROOF_PACK_TEXT as T } from '@ibh/contract';
import { CircleCheck, CircleX, ShieldCheck, ShieldX } from 'lucide-react';
import type { PackResult } from '../lib/verify';

/** The verdict and every check, failures first; each says Passed or Failed in words, not only colour. */
export function PackResults({ fileName, result }: { fileName: string; result: PackResult }) {
  const failed = result.checks.filter((c) => c.status === 'fail');
  const checks = [...failed, ...result.checks.filter((c) => c.status === 'ok')];
  const subject = result.pack?.subject;
  const Verdict = result.ok ? ShieldCheck : ShieldX;
  return (
    <section aria-labelledby="pack-verdict" className="flex flex-col gap-4">
      <div
        className={`flex items-start gap-3 rounded-card border p-4 ${
          result.ok ? 'border-success-600/30 bg-surface' : 'border-danger-600/30 bg-danger-50'
        }`}
      >
        <Verdict
          aria-hidden
          className={`mt-0.5 size-6 shrink-0 ${result.ok ? 'text-success-600' : 'text-danger-600'}`}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="pack-verdict" className="text-lg font-semibold text-ink">
            {result.ok ? T.verified : T.notVerified}
          </h2>
          <p className="text-sm text-ink">
            {result.ok ? T.checksPassed(checks.length) : T.checksFailed(failed.length, checks.length)}
          </p>
          <p className="break-words text-xs text-ink-muted">
            {fileName}
            {subject ? ` · ${subject.kind} “${subject.title ?? ''}”` : ''}
            {result.pack?.issuer ? ` · ${result.pack.issuer}, ${result.pack.issuedAt ?? ''}` : ''}
          </p>
        </div>
      </div>
      <ul aria-label="Checks" className="flex flex-col gap-2">
        {checks.map((check, index) => {
          const ok = check.status === 'ok';
          const Icon = ok ? CircleCheck : CircleX;
          return (
            <li
              // Checks have no id of their own; the order is fixed for one result.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={`flex gap-3 rounded-lg p-3 text-sm ${ok ? 'bg-surface-muted' : 'bg-danger-50'}`}
            >
              <Icon
                aria-hidden
                className={`mt-0.5 size-4 shrink-0 ${ok ? 'text-success-600' : 'text-danger-600'}`}
              />
              <div className="flex min-w-0 flex-col">
                <p className="font-medium text-ink">
                  <span className={ok ? 'text-success-600' : 'text-danger-600'}>
                    {ok ? T.passed : T.failed}
                  </span>
                  {': '}
                  <span className="break-words">{check.item}</span>
                </p>
                <p className="break-words text-ink-muted">{check.detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
