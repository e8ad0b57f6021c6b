import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function EvidenceHomePage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.evidence}
      holds="It will hold the evidence ledger's highlights: recent proofs, interview sprints and co-signed results."
    />
  );
}
