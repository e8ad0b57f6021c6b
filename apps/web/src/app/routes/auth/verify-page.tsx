import { VerifyView } from '@/features/profiles/components/verify/verify-view';

export default function VerifyPage() {
  return <VerifyView />;
}
