import { IDEA_PAGE_TEXT } from '@ibh/contract';
import { ShieldCheck } from 'lucide-react';
import { IconSection } from '@/components/ui/icon-section';

/** Where the evidence issue will list the evidence linked to this idea. */
export function EvidencePlaceholder() {
  return (
    <IconSection
      id="evidence-title"
      icon={ShieldCheck}
      iconClassName="size-5 text-success-600"
      title={IDEA_PAGE_TEXT.evidence}
    >
      <p className="mt-3 rounded-lg border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">
        {IDEA_PAGE_TEXT.evidencePlaceholder}
      </p>
    </IconSection>
  );
}
