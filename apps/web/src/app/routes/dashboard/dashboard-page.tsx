import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function DashboardPage() {
  return (
    <PlaceholderPage
      title={'My Hub'}
      holds="It will hold your ideas, projects, saved and followed ideas, people and quick actions."
    />
  );
}
