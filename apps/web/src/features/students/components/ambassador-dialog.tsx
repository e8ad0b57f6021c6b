import { type Ambassador, STUDENTS_TEXT } from '@ibh/contract';
import { GraduationCap, MapPin } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatMonthYear } from '@/lib/dates';

/** One ambassador's details (000 section 2: the rail's detail modal). */
export function AmbassadorDialog({
  ambassador,
  onClose,
  returnFocus,
}: {
  ambassador: Ambassador | null;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog open={ambassador !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {ambassador ? (
        <DialogContent title={ambassador.fullName} returnFocus={returnFocus}>
          <div className="mt-4 flex items-center gap-4">
            <Avatar url={null} name={ambassador.fullName} size={56} />
            <div className="min-w-0 text-sm">
              {ambassador.university ? (
                <p className="flex items-center gap-1.5 font-medium text-ink">
                  <GraduationCap aria-hidden className="size-4 text-gold-700" />
                  {ambassador.university}
                </p>
              ) : null}
              <p className="mt-1 flex items-center gap-1.5 text-ink-muted">
                <MapPin aria-hidden className="size-4" />
                {ambassador.country}
              </p>
              <p className="mt-1 text-ink-muted">
                {STUDENTS_TEXT.ambassadorSince(formatMonthYear(ambassador.since))}
              </p>
            </div>
          </div>
          {ambassador.why ? (
            <section className="mt-5">
              <h3 className="text-sm font-semibold text-ink">{STUDENTS_TEXT.ambassadorWhy}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-ink">{ambassador.why}</p>
            </section>
          ) : null}
          {ambassador.socials ? (
            <section className="mt-4">
              <h3 className="text-sm font-semibold text-ink">{STUDENTS_TEXT.ambassadorLinks}</h3>
              <p className="mt-1 text-sm break-words text-ink-muted">{ambassador.socials}</p>
            </section>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
