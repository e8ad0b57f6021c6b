import { BrowseView } from '@/features/shop/components/browse/browse-view';

export default function BrowseServicesPage() {
  return <BrowseView />;
}
