import { PATHS, SHELL_TEXT } from '@ibh/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingState } from '@/components/ui/spinner';
import { useAdminAccess } from '@/lib/admin-access';

/**
 * Shows its children only to admins, as the server answers (GET /api/admin/access), with 'Checking
 * admin access…', 'Error checking access.' (and Retry) and 'Not authorized. Ask an admin to grant
 * you access.' (001 section 2.15) for /admin-dashboard and /admin/testimonials.
 */
export function AdminAccessGate({
  children,
  checkingLabel = SHELL_TEXT.checkingAdmin,
  refused,
}: {
  children: ReactNode;
  /** What the wait says; 'Checking admin access…' unless given. */
  checkingLabel?: string;
  /** The page a non-admin sees instead of the one-line refusal. */
  refused?: ReactNode;
}) {
  const { state, retry } = useAdminAccess();
  if (state === 'checking') return <LoadingState label={checkingLabel} />;
  // An admin without a second factor (or a session not completed with one) sets one up first.
  if (state === 'second-factor') return <Navigate to={`${PATHS.security}?admin=1`} replace />;
  if (state === 'error') {
    return (
      <div className="mx-auto max-w-xl py-10">
        <ErrorPanel message={SHELL_TEXT.adminError} onRetry={retry} />
      </div>
    );
  }
  if (state === 'refused') {
    if (refused) return <>{refused}</>;
    return (
      <section className="mx-auto max-w-md py-16 text-center" aria-live="polite">
        <h1 className="text-xl font-semibold text-ink">{SHELL_TEXT.adminDenied}</h1>
      </section>
    );
  }
  return <>{children}</>;
}
