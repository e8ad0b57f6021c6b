import { useQueryClient } from '@tanstack/react-query';
import { DashboardView } from '@/features/dashboard/components/dashboard-view';
import { useProSignLive } from '@/features/evidence/hooks/use-pro-sign-live';
import { useOnboardingRedirect } from '@/lib/my-profile';
import { refreshAfterChange } from '@/lib/refresh-after-change';

export default function DashboardPage() {
  useOnboardingRedirect();
  const queryClient = useQueryClient();
  // The Pro Sign Inbox badge follows invites live (issue 17).
  useProSignLive(() => void refreshAfterChange(queryClient, ['dashboard']));
  return <DashboardView />;
}
