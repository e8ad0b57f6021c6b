import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function TestimonialPage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.shareExperience}
      holds="It will hold a form to tell the community how IBH helped you."
    />
  );
}
