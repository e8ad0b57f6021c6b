import { AuthScreen } from '@/features/auth/components/auth-screen';

export default function SignupPage() {
  return <AuthScreen mode="signup" />;
}
