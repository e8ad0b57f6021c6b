import { ACCOUNT_MENU_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function EditProfilePage() {
  return (
    <PlaceholderPage
      title={ACCOUNT_MENU_TEXT.editProfile}
      holds="It will hold your profile info, skills, collaboration preferences, founder readiness and account settings."
    />
  );
}
