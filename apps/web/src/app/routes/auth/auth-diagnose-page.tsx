import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function AuthDiagnosePage() {
  return (
    <PlaceholderPage
      title={'Auth Diagnostics'}
      holds="It will show your session: user id, email, provider and expiry, with refresh and copy buttons."
    />
  );
}
