import { AUTH_FORM_TEXT } from '@ibh/contract';
import { ChangePasswordView } from '@/features/auth/components/change-password-view';

export default function ChangePasswordPage() {
  return (
    <>
      <title>{`${AUTH_FORM_TEXT.changeTitle} · IBH`}</title>
      <ChangePasswordView />
    </>
  );
}
