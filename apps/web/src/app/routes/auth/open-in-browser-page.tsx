import { OpenInBrowserView } from '@/features/auth/components/open-in-browser-view';

export default function OpenInBrowserPage() {
  return <OpenInBrowserView />;
}
