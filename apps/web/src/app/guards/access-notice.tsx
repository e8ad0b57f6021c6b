import { SHELL_TEXT } from '@ibh/contract';
import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** Shown in place of a page the signed-in user may not open. */
export function AccessNotice({ message }: { message: string }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center" aria-live="polite">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <ShieldAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{message}</h1>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        {SHELL_TEXT.backHome}
      </ButtonLink>
    </section>
  );
}
