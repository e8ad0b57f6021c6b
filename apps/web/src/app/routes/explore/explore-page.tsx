import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ExplorePage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.explore}
      holds="It will hold the idea explorer: public ideas to browse, search, follow and save."
    />
  );
}
