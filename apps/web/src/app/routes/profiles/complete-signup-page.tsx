import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function CompleteSignupPage() {
  return (
    <PlaceholderPage
      title={'Complete Your Profile'}
      holds="It will hold the last step of sign-up: your name, location, links and the terms."
    />
  );
}
