import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminDashboardPage() {
  return (
    <PlaceholderPage
      title={'Admin Dashboard'}
      holds="It will hold the admin overview and shortcuts to the admin tools."
    />
  );
}
