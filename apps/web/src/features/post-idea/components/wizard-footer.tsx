import { POST_IDEA_TEXT } from '@ibh/contract';
import { ArrowLeft, ArrowRight, Check, Rocket, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useClaimBottomEdge } from '@/lib/floating-inbox';
import type { PublishProgress } from '../api/publish-idea';
import type { DraftStatus } from '../hooks/use-draft';

function DraftIndicator({ status }: { status: DraftStatus }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-1.5 text-xs text-ink-muted">
      {status === 'saving' ? POST_IDEA_TEXT.saving : null}
      {status === 'saved' ? (
        <>
          <Check aria-hidden className="size-3.5 text-success-600" />
          {POST_IDEA_TEXT.draftSaved}
        </>
      ) : null}
    </p>
  );
}

/** Back, Save draft and Continue (Publish on the last step), the draft indicator and publish progress. */
export function WizardFooter({
  isFirst,
  isLast,
  draftStatus,
  progress,
  onBack,
  onSaveDraft,
}: {
  isFirst: boolean;
  isLast: boolean;
  draftStatus: DraftStatus;
  progress: PublishProgress | null;
  onBack: () => void;
  onSaveDraft: () => void;
}) {
  const publishing = progress !== null;
  // Continue and Publish sit at the bottom right, where the floating Inbox button would be.
  useClaimBottomEdge();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4">
      {progress ? (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-center justify-between text-sm text-ink">
            <span className="flex items-center gap-2">
              <Spinner className="size-4" />
              {progress.filesTotal > 0 && progress.percent > 0
                ? POST_IDEA_TEXT.uploading(
                    Math.min(progress.filesDone + 1, progress.filesTotal),
                    progress.filesTotal,
                  )
                : POST_IDEA_TEXT.publishing}
            </span>
            <span className="tabular-nums text-ink-muted">{progress.percent}%</span>
          </div>
          <ProgressBar value={progress.percent} label={POST_IDEA_TEXT.publishProgress} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={onBack} disabled={isFirst || publishing}>
          <ArrowLeft aria-hidden className="size-4" />
          {POST_IDEA_TEXT.back}
        </Button>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <Button variant="secondary" onClick={onSaveDraft} disabled={publishing}>
            <Save aria-hidden className="size-4" />
            {POST_IDEA_TEXT.saveDraft}
          </Button>
          {isLast ? (
            <Button type="submit" variant="gold" disabled={publishing}>
              <Rocket aria-hidden className="size-4" />
              {publishing ? POST_IDEA_TEXT.publishing : POST_IDEA_TEXT.publish}
            </Button>
          ) : (
            <Button type="submit">
              {POST_IDEA_TEXT.continue}
              <ArrowRight aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      </div>
      <DraftIndicator status={draftStatus} />
    </div>
  );
}
