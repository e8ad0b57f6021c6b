import { AdminAccessGate } from '@/components/admin-access/admin-access-gate';
import { AdminAmbassadorsView } from '@/features/students/components/admin-ambassadors-view';

export default function AdminAmbassadorsPage() {
  return (
    <AdminAccessGate>
      <AdminAmbassadorsView />
    </AdminAccessGate>
  );
}
