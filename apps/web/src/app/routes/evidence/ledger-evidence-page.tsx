import { PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function LedgerEvidencePage() {
  return (
    <PlaceholderPage
      title={'Evidence'}
      holds="It will hold one piece of evidence: its versions, signals, interviews, artifacts and review panel."
      backTo={PATHS.evidence}
      backLabel={`Back to ${'Evidence Ledger'}`}
    />
  );
}
