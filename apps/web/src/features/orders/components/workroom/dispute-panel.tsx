import { ORDERS, type OrderDetail, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { ShieldAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useOrderFiles } from '../../api/files';
import { useAnswerDispute } from '../../api/order-actions';
import { formatDay } from '../../lib/format';
import { RulingPanel } from '../ruling-panel';

function AnswerForm({ orderId }: { orderId: string }) {
  const answer = useAnswerDispute(orderId);
  const files = useOrderFiles(orderId);
  const [text, setText] = useState('');
  const [fileIds, setFileIds] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) answer.mutate({ text: text.trim(), fileIds });
  };
  const items = files.data?.items ?? [];
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <TextareaField
        label={WORKROOM_SCREEN_TEXT.answerLabel}
        value={text}
        maxLength={ORDERS.reasonMax}
        onChange={(event) => setText(event.target.value)}
      />
      {items.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-ink">
            {WORKROOM_SCREEN_TEXT.answerFilesLabel}
          </legend>
          {items.slice(0, 10).map((file) => (
            <CheckboxField
              key={file.id}
              label={file.originalName}
              checked={fileIds.includes(file.id)}
              onChange={(event) => {
                const checked = event.target.checked;
                setFileIds((ids) => (checked ? [...ids, file.id] : ids.filter((id) => id !== file.id)));
              }}
            />
          ))}
        </fieldset>
      ) : null}
      <Button type="submit" className="self-start" disabled={!text.trim() || answer.isPending}>
        {WORKROOM_SCREEN_TEXT.sendAnswer}
      </Button>
    </form>
  );
}

/**
 * An open dispute: who opened it and why, the other side's answer (or the form to give it). Once
 * an admin has ruled, the ruling takes its place (issue 26).
 */
export function DisputePanel({ order }: { order: OrderDetail }) {
  const dispute = order.dispute;
  if (!dispute) return null;
  if (dispute.ruling) return <RulingPanel order={order} />;
  // The server's allowedActions: the other side, once, while the dispute is open.
  const canAnswer = order.allowedActions.includes('answer_dispute');
  return (
    <section
      aria-labelledby="order-dispute"
      className="flex flex-col gap-3 rounded-card border border-danger-600/25 bg-danger-50 p-4 sm:p-5"
    >
      <h2 id="order-dispute" className="inline-flex items-center gap-2 font-semibold text-danger-600">
        <ShieldAlert aria-hidden className="size-5" />
        {WORKROOM_SCREEN_TEXT.disputeOpened(
          WORKROOM_SCREEN_TEXT.role[dispute.openedBy],
          formatDay(dispute.openedAt),
        )}
      </h2>
      <p className="whitespace-pre-line break-words text-sm text-ink">{dispute.reason}</p>
      {dispute.answer ? (
        <div className="rounded-lg bg-surface p-3 text-sm">
          <p className="font-medium text-ink">
            {WORKROOM_SCREEN_TEXT.disputeAnswer}
            {dispute.answeredAt ? ` · ${WORKROOM_SCREEN_TEXT.answered(formatDay(dispute.answeredAt))}` : ''}
          </p>
          <p className="whitespace-pre-line break-words text-ink">{dispute.answer}</p>
        </div>
      ) : null}
      {dispute.resolvedAt ? (
        <p className="text-sm font-medium text-ink">{WORKROOM_SCREEN_TEXT.resolved}</p>
      ) : null}
      {canAnswer ? <AnswerForm orderId={order.id} /> : null}
      <p className="text-xs text-ink-muted">{WORKROOM_SCREEN_TEXT.disputeBody}</p>
    </section>
  );
}
