import { AdminAccessGate } from '@/components/admin-access/admin-access-gate';
import { AdminOverview } from '@/features/admin/components/admin-overview';

/** /admin-dashboard (001 section 2.15): the server decides who sees the overview. */
export default function AdminDashboardPage() {
  return (
    <AdminAccessGate>
      <AdminOverview />
    </AdminAccessGate>
  );
}
