import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function BrowseServicesPage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.shop}
      holds="It will hold services from verified professionals, with prices, delivery times and escrow-protected ordering."
    />
  );
}
