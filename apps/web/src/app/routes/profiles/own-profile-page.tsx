import { ACCOUNT_MENU_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OwnProfilePage() {
  return (
    <PlaceholderPage
      title={ACCOUNT_MENU_TEXT.profile}
      holds="It will hold your profile as others see it, with a link to edit it."
    />
  );
}
