import { ProNameSlotProvider } from '@/components/pro-name-slot';
import { MeritBadgeTrigger } from '@/features/merit/components/merit-badge-trigger';
import { BrowseView } from '@/features/shop/components/browse/browse-view';

export default function BrowseServicesPage() {
  return (
    <ProNameSlotProvider
      render={(pro) => <MeritBadgeTrigger userId={pro.id} name={pro.fullName} isVerified={pro.verified} />}
    >
      <BrowseView />
    </ProNameSlotProvider>
  );
}
