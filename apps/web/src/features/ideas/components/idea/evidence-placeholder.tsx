import { IDEA_PAGE_TEXT } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';

/** Where the evidence issue will list the evidence linked to this idea. */
export function EvidencePlaceholder() {
  return (
    <section
      aria-labelledby="evidence-title"
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="evidence-title" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <ShieldCheck aria-hidden className="size-5 text-success-600" />
        {IDEA_PAGE_TEXT.evidence}
      </h2>
      <p className="mt-3 rounded-lg border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">
        {IDEA_PAGE_TEXT.evidencePlaceholder}
      </p>
    </section>
  );
}
