import { SPRINT_TEXT, type SprintDetail, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { SprintPanel } from './sprint-panel';

/** The next step, from the sprint's state, setup and gate. */
export function nextStep(sprint: SprintDetail): string {
  if (sprint.state === 'published') return T.whatsNextDone;
  if (sprint.state === 'finalized') return T.whatsNextPublish;
  if (sprint.state === 'closed') return T.whatsNextClosed;
  if (sprint.gate.status === 'not_met') return T.whatsNextNotMet;
  if (!sprint.hypothesis || !sprint.persona) return T.whatsNextSetup;
  if (sprint.gate.canComplete) return T.whatsNextComplete;
  const moreInterviews = sprint.targetCount - sprint.gate.total;
  const morePositives = sprint.gate.required - sprint.totals.pos;
  if (morePositives > moreInterviews && moreInterviews > 0) return T.whatsNextGate(morePositives);
  return moreInterviews > 0 ? T.whatsNextInterview(moreInterviews) : T.whatsNextGate(morePositives);
}

export function WhatsNext({ sprint }: { sprint: SprintDetail }) {
  return (
    <SprintPanel id="next-title" title={SPRINT_TEXT.whatsNext} tone="gold" as="aside">
      <p className="mt-1 text-sm text-ink">{nextStep(sprint)}</p>
    </SprintPanel>
  );
}
