import {
  type AdminReport,
  MODERATION_FILTERS,
  MODERATION_LIMITS,
  MODERATION_TEXT,
  type ModerationAction,
  type ModerationFilter,
} from '@ibh/contract';
import { EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MoreButton } from '@/components/ui/more-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { formatFull } from '@/lib/dates';
import { useActOnReport, useReports } from '../api/moderation-api';
import { FilterButtons, TabQueryState } from '../components/tab-states';

const T = MODERATION_TEXT;
const FILTERS = MODERATION_FILTERS.map((value) => ({ value, label: T.filters[value] }));
const STATUS_TONE = { open: 'gold', dismissed: 'neutral', actioned: 'success' } as const;

/** Reports (issue 26 item 15): users' reports with the item, who filed it and what to do with it. */
export default function ReportsTab() {
  const [filter, setFilter] = useState<ModerationFilter>('open');
  const query = useReports(filter);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <FilterButtons label={T.filterLabel} options={FILTERS} value={filter} onChange={setFilter} />
      <TabQueryState query={query}>
        {items.length === 0 ? (
          <EmptyState icon={Flag} title={T.empty[filter]} />
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </ul>
        )}
        <MoreButton query={query}>{T.loadMore}</MoreButton>
      </TabQueryState>
    </div>
  );
}

function ReportRow({ report }: { report: AdminReport }) {
  const [warning, setWarning] = useState(false);
  const [note, setNote] = useState('');
  const mutation = useActOnReport();
  const can = (action: ModerationAction) => report.allowedActions.includes(action);
  const noteId = `warning-${report.id}`;

  /** Runs an action; `closeConfirm` shuts the hide confirmation once it has an answer. */
  function act(action: ModerationAction, closeConfirm?: () => void) {
    mutation.mutate(
      { reportId: report.id, action, note },
      {
        onSuccess: () => {
          toast.success(T.done[action]);
          setWarning(false);
          closeConfirm?.();
          setNote('');
        },
        onError: (error) => {
          closeConfirm?.();
          toast.error(isApiRequestError(error) ? error.message : T.failed);
        },
      },
    );
  }

  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[report.status]}>{T.statuses[report.status]}</Badge>
          <span className="text-sm text-ink-muted">{T.subjects[report.subject.type]}</span>
          {report.subject.hidden ? (
            <Badge tone="neutral">
              <EyeOff aria-hidden className="size-3.5" />
              {T.hiddenBadge}
            </Badge>
          ) : null}
        </div>
        <figure className="min-w-0">
          <figcaption className="text-xs font-medium text-ink-muted">{T.reportedItem}</figcaption>
          <blockquote className="mt-1 rounded-md bg-surface-muted p-3 text-sm break-words text-ink">
            {report.subject.excerpt}
          </blockquote>
        </figure>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-muted">{T.reason}</dt>
          <dd className="break-words text-ink">{report.reason}</dd>
          <dt className="text-ink-muted">{T.author}</dt>
          <dd className="break-words text-ink">{report.author.name}</dd>
          <dt className="text-ink-muted">{T.reporter}</dt>
          <dd className="break-words text-ink">{report.reporter?.name ?? T.deletedReporter}</dd>
        </dl>
        <p className="text-xs text-ink-muted">
          {T.filedOn(formatFull(new Date(report.createdAt)))}
          {report.action && report.resolvedAt
            ? ` · ${T.closedOn(T.outcome[report.action], formatFull(new Date(report.resolvedAt)))}`
            : ''}
        </p>
        {report.allowedActions.length > 0 && !warning ? (
          <div className="flex flex-wrap gap-2">
            {can('dismiss') ? (
              <Button variant="secondary" disabled={mutation.isPending} onClick={() => act('dismiss')}>
                {T.actionLabels.dismiss}
              </Button>
            ) : null}
            {can('hide') ? (
              <ConfirmActionButton
                variant="danger"
                disabled={mutation.isPending}
                confirm={{
                  title: T.confirmHideTitle,
                  body: T.confirmHideBody,
                  confirmLabel: T.confirmHide,
                  cancelLabel: T.cancel,
                }}
                busy={mutation.isPending}
                onConfirm={(close) => act('hide', close)}
              >
                {T.actionLabels.hide}
              </ConfirmActionButton>
            ) : null}
            {can('warn') ? (
              <Button variant="secondary" disabled={mutation.isPending} onClick={() => setWarning(true)}>
                {T.actionLabels.warn}
              </Button>
            ) : null}
          </div>
        ) : null}
        {warning ? (
          <form
            className="flex flex-col gap-3 border-t border-line pt-4"
            onSubmit={(event) => {
              event.preventDefault();
              act('warn');
            }}
          >
            <TextareaField
              id={noteId}
              label={T.warningLabel}
              hint={T.warningHint}
              value={note}
              maxLength={MODERATION_LIMITS.warningMax}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={mutation.isPending}>
                {T.sendWarning}
              </Button>
              <Button variant="ghost" onClick={() => setWarning(false)}>
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </li>
  );
}
