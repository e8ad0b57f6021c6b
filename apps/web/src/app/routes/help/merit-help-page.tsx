import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function MeritHelpPage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.whatsMerit}
      holds="It will explain how professionals earn Merit by delivering work, giving help and taking part in the community."
    />
  );
}
