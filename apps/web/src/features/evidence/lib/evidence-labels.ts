import type { EvidenceState } from '@ibh/contract';
import type { BadgeTone } from '@/components/ui/badge';

/** The one map of evidence version states to labels and tones. */
export const STATE_LABEL: Record<EvidenceState, { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  finalized: { label: 'Finalized', tone: 'sapphire' },
  cosigned: { label: 'Co-signed', tone: 'success' },
  approved: { label: 'Approved', tone: 'success' },
  linked: { label: 'Linked', tone: 'gold' },
  tombstoned: { label: 'Withdrawn', tone: 'danger' },
};

export const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
