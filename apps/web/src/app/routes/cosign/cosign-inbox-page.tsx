import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CosignInboxPage() {
  return (
    <PlaceholderPage
      title={'Pro Sign Inbox'}
      holds="It will hold co-sign requests from idea owners, to accept with a note or decline."
    />
  );
}
