import { type RoleSlug, SHELL_TEXT } from '@ibh/contract';
import { Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';
import { AccessNotice } from './access-notice';

/** A role gate: children only for the listed roles (001 section 6). Nested inside RequireAuth. */
export function RequireRole({
  roles,
  message = SHELL_TEXT.professionalsOnly,
}: {
  roles: readonly RoleSlug[];
  message?: string;
}) {
  const { user } = useAuth();
  const allowed = user ? (roles as readonly string[]).includes(user.role) : false;
  return allowed ? <Outlet /> : <AccessNotice message={message} />;
}
