import { PATHS, PROOF_PACK_TEXT as T } from '@ibh/contract';
import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isApiRequestError } from '@/lib/api-error';
import { downloadProofPack, type PackSubject } from '../api/fetch-proof-pack';

/**
 * "Download proof pack" with what the file proves and a link to check one (/proof/verify). The pack is
 * fetched on click only; the server answers with the same visibility as the page.
 */
export function DownloadProofPack({ kind, id }: { kind: PackSubject; id: string }) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  async function download() {
    setState({ busy: true, error: null });
    try {
      await downloadProofPack(kind, id);
      setState({ busy: false, error: null });
    } catch (error) {
      const message = isApiRequestError(error) && error.status === 409 ? error.message : T.downloadFailed;
      setState({ busy: false, error: message });
    }
  }
  return (
    <section
      aria-labelledby={`proof-pack-${id}`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id={`proof-pack-${id}`} className="flex items-center gap-2 text-lg font-semibold text-ink">
        <FileCheck2 aria-hidden className="size-5 text-ink-muted" />
        {T.download}
      </h2>
      <p className="text-sm text-ink-muted">{T.downloadHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void download()} disabled={state.busy}>
          {state.busy ? T.downloading : T.download}
        </Button>
        <Link to={PATHS.verifyProof} className="text-sm font-medium text-ink underline underline-offset-2">
          {T.howToVerify}
        </Link>
      </div>
      {state.error ? (
        <p role="alert" className="text-sm text-danger-600">
          {state.error}
        </p>
      ) : null}
    </section>
  );
}
