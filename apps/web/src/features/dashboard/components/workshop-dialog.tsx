import { DASHBOARD_TEXT, HUB_TEXT, type WorkshopIdea } from '@ibh/contract';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  type ControlledDialogProps,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '@/components/ui/dialog';
import { cx } from '@/lib/cx';
import { useToggleFavorite } from '../api/toggle-favorite';
import { sortWorkshopIdeas, workspacePath } from '../lib/workshop';

function WorkshopRow({ idea }: { idea: WorkshopIdea }) {
  const toggle = useToggleFavorite();
  return (
    <li className="flex items-stretch gap-1 rounded-lg border border-line bg-surface hover:border-line-strong">
      <button
        type="button"
        aria-pressed={idea.favorite}
        aria-label={HUB_TEXT.favorite(idea.title)}
        onClick={() => toggle.mutate({ ideaId: idea.id, favorite: !idea.favorite })}
        className="inline-flex w-11 shrink-0 items-center justify-center rounded-l-lg text-ink-muted hover:bg-surface-muted"
      >
        <Star
          aria-hidden
          className={cx('size-5', idea.favorite ? 'fill-gold-400 text-gold-500' : 'text-ink-muted')}
        />
      </button>
      <Link
        to={workspacePath(idea.id)}
        className="flex min-h-12 min-w-0 flex-1 flex-col justify-center rounded-r-lg py-2 pr-3"
      >
        <span className="truncate text-sm font-semibold text-ink">{idea.title}</span>
        <span className="line-clamp-2 text-xs text-ink-muted">
          {idea.shortDescription?.trim() || DASHBOARD_TEXT.noDescription}
        </span>
      </Link>
    </li>
  );
}

/** 'Select Idea for Workspace': favourites first, then newest; choosing one opens its workspace. */
export function WorkshopDialog({
  ideas,
  open,
  onOpenChange,
  returnFocus,
}: ControlledDialogProps & { ideas: readonly WorkshopIdea[] }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={DASHBOARD_TEXT.workshopModalTitle}
        description={HUB_TEXT.workshopHint}
        returnFocus={returnFocus}
      >
        <ul className="mt-4 flex flex-col gap-2">
          {sortWorkshopIdeas(ideas).map((idea) => (
            <WorkshopRow key={idea.id} idea={idea} />
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{HUB_TEXT.cancel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
