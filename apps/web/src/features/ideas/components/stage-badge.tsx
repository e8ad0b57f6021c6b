import { IDEA_STAGE_LABELS, type IdeaStage } from '@ibh/contract';
import { Layers } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** The idea's stage as a labelled badge (the text carries the meaning, not the colour). */
export function StageBadge({ stage }: { stage: IdeaStage }) {
  return (
    <Badge tone={stage === 'full_pitchdeck' ? 'success' : stage === 'needs_guidance' ? 'gold' : 'neutral'}>
      <Layers aria-hidden className="size-3.5" />
      {IDEA_STAGE_LABELS[stage]}
    </Badge>
  );
}
