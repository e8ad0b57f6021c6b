import { NAV_TEXT } from '@ibh/contract';
import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function SignupPage() {
  return (
    <PlaceholderPage title={NAV_TEXT.signup} holds="It will hold account creation with email verification." />
  );
}
