import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { useOnboardingRedirect } from '@/lib/my-profile';

export default function DashboardPage() {
  useOnboardingRedirect();
  return (
    <PlaceholderPage
      title={'My Hub'}
      holds="It will hold your ideas, projects, saved and followed ideas, people and quick actions."
    />
  );
}
