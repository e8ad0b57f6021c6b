import { useParams, useSearchParams } from 'react-router';
import { EvidenceDetailView } from '@/features/evidence/components/evidence-detail';

/** /ledger/e/:evidenceId?v={versionId}. */
export default function LedgerEvidencePage() {
  const { evidenceId = '' } = useParams();
  const [search] = useSearchParams();
  const v = search.get('v') ?? undefined;
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <EvidenceDetailView key={`${evidenceId}-${v ?? ''}`} id={evidenceId} versionId={v} />
    </section>
  );
}
