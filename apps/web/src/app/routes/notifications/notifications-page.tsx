import { ACCOUNT_MENU_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function NotificationsPage() {
  return (
    <PlaceholderPage
      title={ACCOUNT_MENU_TEXT.notifications}
      holds="It will hold your notifications, newest first, with the unread ones marked."
    />
  );
}
