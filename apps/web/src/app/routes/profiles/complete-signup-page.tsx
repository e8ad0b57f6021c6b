import { CompleteProfileView } from '@/features/profiles/components/complete/complete-profile-view';

export default function CompleteSignupPage() {
  return <CompleteProfileView />;
}
