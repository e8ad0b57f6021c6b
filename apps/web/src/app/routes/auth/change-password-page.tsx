import { ACCOUNT_MENU_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ChangePasswordPage() {
  return (
    <PlaceholderPage
      title={ACCOUNT_MENU_TEXT.changePassword}
      holds="It will hold a form to set a new password."
    />
  );
}
