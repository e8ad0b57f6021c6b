import { useParams, useSearchParams } from 'react-router';
import { useEvidence } from '@/features/evidence/api/evidence-queries';
import { EvidenceDetailView } from '@/features/evidence/components/evidence-detail';
import { LazyDownloadProofPack } from '@/features/proof-pack/components/lazy-download-proof-pack';

/** /ledger/e/:evidenceId?v={versionId}; the proof pack once a version is finalized. */
export default function LedgerEvidencePage() {
  const { evidenceId = '' } = useParams();
  const [search] = useSearchParams();
  const v = search.get('v') ?? undefined;
  const detail = useEvidence(evidenceId, v);
  const provable = detail.data?.versions.some((version) => version.hash) ?? false;
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <EvidenceDetailView key={`${evidenceId}-${v ?? ''}`} id={evidenceId} versionId={v} />
      {provable ? <LazyDownloadProofPack kind="evidence" id={evidenceId} /> : null}
    </section>
  );
}
