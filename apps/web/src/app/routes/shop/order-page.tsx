import { ACCOUNT_MENU_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OrderPage() {
  return (
    <PlaceholderPage
      title={'Order'}
      holds="It will hold the order's status, payment result, service details and milestones."
      backTo={PATHS.dashboard}
      backLabel={`Back to ${ACCOUNT_MENU_TEXT.dashboard}`}
    />
  );
}
