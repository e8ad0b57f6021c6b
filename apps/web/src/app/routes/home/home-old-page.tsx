import { EvidenceHomeView } from '@/features/evidence-home/components/evidence-home-view';

/** /home-old: the same alternate home as /evidence-home (001 sections 2.1, 2.9). */
export default function HomeOldPage() {
  return <EvidenceHomeView />;
}
