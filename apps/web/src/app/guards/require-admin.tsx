import { SHELL_TEXT } from '@ibh/contract';
import { Outlet } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { AccessNotice } from './access-notice';

/** Admin pages (001 section 2.15). Nested inside RequireAuth, so the user is signed in. */
export function RequireAdmin() {
  const { status, user } = useAuth();
  if (status === 'pending') return <LoadingState label={SHELL_TEXT.checkingAdmin} />;
  if (!user?.isAdmin) return <AccessNotice message={SHELL_TEXT.adminDenied} />;
  return <Outlet />;
}
