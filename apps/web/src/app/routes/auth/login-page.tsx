import { AuthScreen } from '@/features/auth/components/auth-screen';

export default function LoginPage() {
  return <AuthScreen mode="login" />;
}
