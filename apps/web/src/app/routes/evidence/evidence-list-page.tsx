import { NAV_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function EvidenceListPage() {
  return (
    <PlaceholderPage
      title={'Evidence Ledger'}
      holds="It will hold published evidence with milestones, signatures and a way to mark what is useful."
      backTo={PATHS.evidenceHome}
      backLabel={`Back to ${NAV_TEXT.evidence}`}
    />
  );
}
