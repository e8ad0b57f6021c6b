import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ShopDashboardPage() {
  return (
    <PlaceholderPage
      title={'My Shop'}
      holds="It will hold your orders and, for professionals, your services and earnings."
    />
  );
}
