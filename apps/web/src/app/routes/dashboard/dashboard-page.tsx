import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useOnboardingRedirect } from '@/lib/my-profile';

export default function DashboardPage() {
  useOnboardingRedirect();
  return <DashboardView />;
}
