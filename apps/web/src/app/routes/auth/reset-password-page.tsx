import { AUTH_FORM_TEXT } from '@ibh/contract';
import { ResetPasswordView } from '@/features/auth/components/reset-password-view';

export default function ResetPasswordPage() {
  return (
    <>
      <title>{`${AUTH_FORM_TEXT.resetTitle} · IBH`}</title>
      <ResetPasswordView />
    </>
  );
}
