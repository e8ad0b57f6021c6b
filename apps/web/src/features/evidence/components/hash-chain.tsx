import { type EvidenceDetail, EVIDENCE_SCREEN_TEXT as T } from '@ibh/contract';
import { ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { IconLabel } from '@/components/page/icon-label';
import { TitledSection } from '@/components/page/titled-section';
import { Button } from '@/components/ui/button';
import { verifyVersion } from '../lib/verify-hash';

/** The chain of finalized versions and the Verify button (Web Crypto, in this browser). */
export function HashChain({ detail }: { detail: EvidenceDetail }) {
  const [result, setResult] = useState<'idle' | 'busy' | 'ok' | 'bad'>('idle');
  const finalized = detail.versions.filter((v) => v.hash);
  async function verify() {
    setResult('busy');
    setResult((await verifyVersion(detail)) ? 'ok' : 'bad');
  }
  return (
    <TitledSection
      id="chain-title"
      title={T.chain}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <p className="text-sm text-ink-muted">{T.chainIntro}</p>
      <ol className="flex flex-col gap-2">
        {finalized.map((v) => (
          <li key={v.id} className="rounded-lg bg-surface-muted p-3 text-xs">
            <p className="font-medium text-ink">
              {T.version} {v.version}
            </p>
            <p className="break-all font-mono text-ink">{v.hash}</p>
            <p className="break-all font-mono text-ink-muted">
              {T.previousHash}: {v.prevHash ?? '—'}
            </p>
          </li>
        ))}
      </ol>
      {detail.version.hash ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            onClick={() => void verify()}
            disabled={result === 'busy'}
          >
            {result === 'busy' ? T.verifying : T.verify}
          </Button>
          <p role="status" className="text-sm">
            {result === 'ok' ? (
              <IconLabel icon={ShieldCheck} className="text-success-600">
                {T.verified}
              </IconLabel>
            ) : result === 'bad' ? (
              <IconLabel icon={ShieldX} className="text-danger-600">
                {T.mismatch}
              </IconLabel>
            ) : null}
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{T.notFinalized}</p>
      )}
    </TitledSection>
  );
}
