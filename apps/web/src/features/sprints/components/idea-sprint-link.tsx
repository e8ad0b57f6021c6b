import { PATHS, SPRINT_SCREEN_TEXT as T } from '@ibh/contract';
import { ButtonLink } from '@/components/ui/button';

/** On an idea's page, its owner starts (or resumes) an interview sprint on it. */
export function IdeaSprintLink({ idea }: { idea: { id: string; isOwner: boolean } }) {
  if (!idea.isOwner) return null;
  return (
    <div className="flex justify-end">
      <ButtonLink variant="gold" to={`${PATHS.experimentNew}?ideaId=${idea.id}`}>
        {T.runSprint}
      </ButtonLink>
    </div>
  );
}
