import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function PublicSprintPage() {
  return (
    <PlaceholderPage
      title={'Sprint Results'}
      holds="It will hold a shared sprint's public results: feedback totals, co-signers and interview cards."
    />
  );
}
