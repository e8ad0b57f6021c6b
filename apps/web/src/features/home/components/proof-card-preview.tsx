import { BadgeCheck, MessagesSquare } from 'lucide-react';
import { RoleBadge } from '@/components/ui/role-badge';

/** A decorative example of what an idea with proof looks like. */
export function ProofCardPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden
        className="absolute -inset-3 -z-10 rounded-[1.5rem] bg-gradient-to-br from-gold-100 via-canvas to-sapphire-100"
      />
      <div className="rounded-card border border-line bg-surface p-6 shadow-xl shadow-ink/5">
        <div className="flex items-center justify-between gap-3">
          <RoleBadge slug="idea_owner" />
          <span className="text-xs text-ink-muted">Example</span>
        </div>
        <p className="mt-4 text-lg font-semibold text-ink">Solar cold storage for small farms</p>
        <p className="mt-1 text-sm text-ink-muted">Keeps harvests fresh off-grid, rented by the crate.</p>
        <div className="mt-5">
          <div className="flex items-center justify-between text-sm">
            <span className="inline-flex items-center gap-1.5 font-medium text-ink">
              <MessagesSquare aria-hidden className="size-4 text-sapphire-600" />
              Interview sprint
            </span>
            <span className="text-ink-muted">7 of 10 interviews</span>
          </div>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full w-[70%] rounded-full bg-gold-400" />
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-line pt-4 text-sm">
          <RoleBadge slug="professional" />
          <span className="inline-flex items-center gap-1 text-ink-muted">
            <BadgeCheck aria-hidden className="size-4 text-sapphire-600" />
            Co-signed by 2 verified professionals
          </span>
        </div>
      </div>
      <figcaption className="sr-only">An example idea card with interview progress and co-signs.</figcaption>
    </figure>
  );
}
