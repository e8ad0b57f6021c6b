import { SPRINT_TEXT } from '@ibh/contract';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';

/** Sprint screens are for idea owners: others see 'Access Restricted' with Back to Home (001 section 2.11). */
export function OwnerGate({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'pending') return <LoadingState />;
  if (user?.role === 'idea_owner') return <>{children}</>;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center" aria-live="polite">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <ShieldAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{SPRINT_TEXT.accessRestricted}</h1>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        {SPRINT_TEXT.backToHome}
      </ButtonLink>
    </section>
  );
}
