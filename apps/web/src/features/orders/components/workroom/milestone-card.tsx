import {
  formatMoney,
  type Milestone,
  type OrderClock,
  WORKROOM_SCREEN_TEXT,
  WORKROOM_TEXT,
} from '@ibh/contract';
import { CheckCircle2, Clock, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { Button } from '@/components/ui/button';
import { useMilestoneAction } from '../../api/order-actions';
import { clockText, formatDay } from '../../lib/format';
import { MilestoneStatusBadge, OverdueBadge } from '../status-badge';
import { DeliveryNoteField } from './delivery-note-field';
import { RevisionForm } from './revision-form';

/** The professional's two ways to hand work in, each with the delivery note. */
const DELIVERIES = [
  { kind: 'submit', icon: Send, label: WORKROOM_TEXT.submit },
  { kind: 'resubmit', icon: RotateCcw, label: WORKROOM_TEXT.resubmit },
] as const;

/**
 * One milestone with the viewer's actions (from the server's allowedActions) and its clock.
 * Approve releases money, so it asks first, naming the amount and the professional (issue 26).
 */
export function MilestoneCard({
  orderId,
  milestone,
  clock,
  now,
  professionalName,
}: {
  orderId: string;
  milestone: Milestone;
  clock: OrderClock | undefined;
  now: number;
  professionalName: string;
}) {
  const action = useMilestoneAction(orderId);
  const [revising, setRevising] = useState(false);
  const amount = formatMoney(milestone.amountCents);
  const [note, setNote] = useState('');
  const can = (name: Milestone['allowedActions'][number]) => milestone.allowedActions.includes(name);
  const busy = action.isPending;
  const headingId = `milestone-${milestone.id}`;

  return (
    <li
      aria-labelledby={headingId}
      data-milestone={milestone.position}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="font-semibold text-ink">
            {milestone.title}
          </h3>
          <p className="text-sm text-ink-muted">
            <span className="font-medium text-ink tabular-nums">{formatMoney(milestone.amountCents)}</span>
            {' · '}
            {WORKROOM_SCREEN_TEXT.dueOn(formatDay(milestone.dueDate))}
            {milestone.released ? ` · ${WORKROOM_SCREEN_TEXT.released}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {milestone.overdue ? <OverdueBadge /> : null}
          <MilestoneStatusBadge status={milestone.status} />
        </div>
      </div>
      {clock ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-sapphire-700">
          <Clock aria-hidden className="size-4" />
          {clockText(clock, now)}
          {clock.paused ? ` (${WORKROOM_SCREEN_TEXT.paused})` : ''}
        </p>
      ) : null}
      {milestone.deliveryNote && milestone.status !== 'open' ? (
        <div className="rounded-lg border border-sapphire-100 bg-sapphire-50 px-3 py-2 text-sm text-sapphire-700">
          <p className="font-medium">{WORKROOM_SCREEN_TEXT.deliveryNote}</p>
          <p className="whitespace-pre-line break-words text-ink" data-delivery-note>
            {milestone.deliveryNote}
          </p>
        </div>
      ) : null}
      {milestone.revisionNotes && milestone.status === 'revisions' ? (
        <div className="rounded-lg border border-gold-100 bg-gold-50 px-3 py-2 text-sm text-gold-800">
          <p className="font-medium">{WORKROOM_SCREEN_TEXT.latestNotes}</p>
          <p className="whitespace-pre-line break-words">{milestone.revisionNotes}</p>
        </div>
      ) : null}
      {revising ? (
        <RevisionForm
          busy={busy}
          onCancel={() => setRevising(false)}
          onSubmit={(notes) =>
            action.mutate(
              { action: 'request_revision', milestoneId: milestone.id, notes },
              { onSuccess: () => setRevising(false) },
            )
          }
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {can('submit') || can('resubmit') ? (
            <DeliveryNoteField milestoneId={milestone.id} value={note} onChange={setNote} />
          ) : null}
          {DELIVERIES.filter(({ kind }) => can(kind)).map(({ kind, icon: Icon, label }) => (
            <Button
              key={kind}
              disabled={busy}
              onClick={() =>
                action.mutate(
                  { action: kind, milestoneId: milestone.id, note },
                  { onSuccess: () => setNote('') },
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
            </Button>
          ))}
          {can('approve') ? (
            <ConfirmActionButton
              variant="gold"
              disabled={busy}
              confirm={{
                title: WORKROOM_SCREEN_TEXT.approveTitle(amount, professionalName),
                body: WORKROOM_SCREEN_TEXT.approveBody(milestone.title, amount, professionalName),
                confirmLabel: WORKROOM_SCREEN_TEXT.approveConfirm(amount),
                cancelLabel: WORKROOM_SCREEN_TEXT.keepReviewing,
                confirmVariant: 'gold',
              }}
              busy={busy}
              onConfirm={(close) =>
                action.mutate({ action: 'approve', milestoneId: milestone.id }, { onSettled: close })
              }
            >
              <CheckCircle2 aria-hidden className="size-4" />
              {WORKROOM_TEXT.approve}
            </ConfirmActionButton>
          ) : null}
          {can('request_revision') ? (
            <Button variant="secondary" disabled={busy} onClick={() => setRevising(true)}>
              {WORKROOM_TEXT.requestRevision}
            </Button>
          ) : milestone.status === 'submitted' && milestone.revisionsLeft === 0 && can('approve') ? (
            <p className="self-center text-sm text-ink-muted">{WORKROOM_SCREEN_TEXT.noRevisionsLeft}</p>
          ) : null}
        </div>
      )}
    </li>
  );
}
