import { PlaceholderPage } from '@/components/ui/placeholder-page';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage
      title={'Reset Password'}
      holds="It will hold setting a new password with a reset code."
    />
  );
}
