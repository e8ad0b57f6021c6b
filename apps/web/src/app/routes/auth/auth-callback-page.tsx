import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AuthCallbackPage() {
  return (
    <PlaceholderPage
      title={'Signing You In'}
      holds="It will finish sign-in links and send you on, or back to the login page if a link fails."
    />
  );
}
