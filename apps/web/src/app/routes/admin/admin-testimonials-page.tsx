import { AdminAccessGate } from '@/components/admin-access/admin-access-gate';
import { AdminTestimonialsView } from '@/features/testimonials/components/admin-testimonials-view';

export default function AdminTestimonialsPage() {
  return (
    <AdminAccessGate>
      <AdminTestimonialsView />
    </AdminAccessGate>
  );
}
