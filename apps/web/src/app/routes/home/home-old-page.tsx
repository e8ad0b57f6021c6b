import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function HomeOldPage() {
  return (
    <PlaceholderPage
      title={'Raw Ideas Ignite Real Proof'}
      holds="It will hold the alternate home: your sprint progress, 30-day stats and the Live Proofs list."
    />
  );
}
