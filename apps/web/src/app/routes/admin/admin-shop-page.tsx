import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AdminShopPage() {
  return (
    <PlaceholderPage
      title={'Shop Admin Console'}
      holds="It will hold pro verification, category floors, disputes, coupons, logs, email tests, analytics and QA tests."
    />
  );
}
