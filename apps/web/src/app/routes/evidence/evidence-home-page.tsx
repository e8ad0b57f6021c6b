import { EvidenceHomeView } from '@/features/evidence-home/components/evidence-home-view';

/** /evidence-home, the nav's Evidence Hub: the alternate home 'Raw Ideas Ignite Real Proof'. */
export default function EvidenceHomePage() {
  return <EvidenceHomeView />;
}
