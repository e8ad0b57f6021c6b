import { IDEA_STAGE_LABELS, type IdeaStage } from '@ibh/contract';
import { Layers } from 'lucide-react';
import { IconBadge } from '@/components/badges/icon-badge';

/** The idea's stage as a labelled badge (the text carries the meaning, not the colour). */
export function StageBadge({ stage }: { stage: IdeaStage }) {
  return (
    <IconBadge
      icon={Layers}
      tone={stage === 'full_pitchdeck' ? 'success' : stage === 'needs_guidance' ? 'gold' : 'neutral'}
    >
      {IDEA_STAGE_LABELS[stage]}
    </IconBadge>
  );
}
