import { NAV_TEXT, PATHS } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ServicePage() {
  return (
    <PlaceholderPage
      title={'Service'}
      holds="It will hold the service's details, price, delivery time, the expert and a button to hire them."
      backTo={PATHS.browseServices}
      backLabel={`Back to ${NAV_TEXT.shop}`}
    />
  );
}
