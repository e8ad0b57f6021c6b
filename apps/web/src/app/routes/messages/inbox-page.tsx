import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function InboxPage() {
  return (
    <PlaceholderPage title={NAV_TEXT.inbox} holds="It will hold your conversations and direct messages." />
  );
}
