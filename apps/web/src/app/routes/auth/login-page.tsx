import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function LoginPage() {
  return (
    <PlaceholderPage
      title={NAV_TEXT.login}
      holds="It will hold sign-in with a password or an emailed code, and password reset."
    />
  );
}
