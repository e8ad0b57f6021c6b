import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function OpenInBrowserPage() {
  return (
    <PlaceholderPage
      title={'Open in Your Browser'}
      holds="It will help when a link opens inside a mail, social or chat app, so you can continue in your browser."
    />
  );
}
