import { IDEA_TEXT } from '@ibh/contract';
import { Lock } from 'lucide-react';

/** In place of the details of a premium idea the viewer may not read. */
export function PremiumLock() {
  return (
    <section
      aria-label={IDEA_TEXT.premiumLocked}
      className="flex items-start gap-3 rounded-card border border-gold-100 bg-gold-50 p-5"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-gold-700">
        <Lock aria-hidden className="size-5" />
      </span>
      <p className="text-sm font-medium text-gold-800">{IDEA_TEXT.premiumLocked}</p>
    </section>
  );
}
