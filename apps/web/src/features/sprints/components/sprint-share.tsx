import {
  publicSprintPath,
  SPRINT_TEXT,
  type SprintDetail,
  slackComposeUrl,
  sprintCsv,
  sprintMarkdown,
  SPRINT_SCREEN_TEXT as T,
} from '@ibh/contract';
import toast from 'react-hot-toast';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { confirmedToasts } from '@/components/confirm/confirmed-toasts';
import { Button } from '@/components/ui/button';
import { useRotateToken } from '../api/sprint-api';
import { copyText, downloadText } from '../lib/clipboard';
import { SprintPanel } from './sprint-panel';

const ROTATE_CONFIRM = {
  title: T.rotateLink,
  body: SPRINT_TEXT.rotateConfirm,
  confirmLabel: T.rotateAction,
  cancelLabel: T.cancel,
};

export function publicUrlOf(sprint: Pick<SprintDetail, 'id' | 'shareToken'>): string {
  return `${window.location.origin}${publicSprintPath(sprint.id, sprint.shareToken)}`;
}

export function markdownOf(sprint: SprintDetail): string {
  return sprintMarkdown(
    {
      title: sprint.title,
      hypothesis: sprint.hypothesis || null,
      persona: sprint.persona || null,
      target: sprint.targetCount,
      required: sprint.gate.required,
      totals: sprint.totals,
      publicUrl: publicUrlOf(sprint),
    },
    sprint.interviews,
  );
}

/** Plain secondary buttons, one per [label, action]. */
const actionButtons = (actions: [string, () => unknown][]) =>
  actions.map(([label, run]) => (
    <Button key={label} variant="secondary" onClick={run}>
      {label}
    </Button>
  ));

/** The share link (copy, share, rotate) and the exports (markdown, CSV, Slack). */
export function SprintShare({ sprint }: { sprint: SprintDetail }) {
  const rotate = useRotateToken(sprint.id);
  const url = publicUrlOf(sprint);

  const copyMarkdown = async () => {
    if (await copyText(markdownOf(sprint))) toast.success(SPRINT_TEXT.markdownCopied);
    else toast.error(SPRINT_TEXT.copyFailed);
  };
  const exportCsv = () => {
    if (sprint.interviews.length === 0) {
      toast.error(SPRINT_TEXT.noInterviewsToExport);
      return;
    }
    downloadText(`sprint-${sprint.id}.csv`, sprintCsv(sprint.interviews), 'text/csv;charset=utf-8');
  };
  const postToSlack = async () => {
    const markdown = markdownOf(sprint);
    const opened = window.open(slackComposeUrl(markdown), '_blank', 'noopener');
    if (opened !== null) toast.success(SPRINT_TEXT.slackOpened);
    else if (await copyText(markdown)) toast.success(SPRINT_TEXT.markdownCopied);
    else toast.error(SPRINT_TEXT.copyFailed);
  };
  const copyLink = async () => {
    if (await copyText(url)) toast.success(SPRINT_TEXT.linkCopied);
    else toast.error(SPRINT_TEXT.copyFailed);
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: sprint.title, url });
        return;
      } catch {
        // cancelled or refused: copy instead
      }
    }
    await copyLink();
  };

  return (
    <SprintPanel id="share-title" title={T.shareTitle} className="flex flex-col gap-3">
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-ink">{T.publicLink}</span>
        <input
          readOnly
          value={url}
          data-testid="public-link"
          className="h-10 w-full truncate rounded-lg border border-line-strong bg-surface-muted px-3 text-sm text-ink"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        {actionButtons([
          [T.copyLink, copyLink],
          [T.share, share],
        ])}
        <ConfirmActionButton
          variant="secondary"
          confirm={ROTATE_CONFIRM}
          busy={rotate.isPending}
          onConfirm={(close) =>
            rotate.mutate(
              undefined,
              confirmedToasts(close, SPRINT_TEXT.linkRotated, SPRINT_TEXT.rotateFailed),
            )
          }
        >
          {T.rotateLink}
        </ConfirmActionButton>
        {actionButtons([
          [T.copyMarkdown, copyMarkdown],
          [T.exportCsv, exportCsv],
          [T.postToSlack, postToSlack],
        ])}
      </div>
    </SprintPanel>
  );
}
