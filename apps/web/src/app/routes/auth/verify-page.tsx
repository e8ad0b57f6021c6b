import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function VerifyPage() {
  return (
    <PlaceholderPage
      title={'Verification'}
      holds="It will hold the email and professional verification steps."
    />
  );
}
