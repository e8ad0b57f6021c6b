import { formatMoney, type OrderDetail, RULING_TEXT, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { Scale } from 'lucide-react';
import { formatDay } from '../lib/format';

/**
 * The outcome of a resolved dispute, for both parties (issue 26): the ruling, the money it moved
 * (the server's figures, read from the escrow ledger, never recomputed here), the admin's note and
 * the date. Takes the place of the red "frozen" panel once an admin has decided.
 */
export function RulingPanel({ order, headingLevel = 2 }: { order: OrderDetail; headingLevel?: 2 | 3 }) {
  const dispute = order.dispute;
  const ruling = dispute?.ruling;
  if (!dispute || !ruling) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const moved = ruling.refundedCents > 0 || ruling.releasedCents > 0;
  return (
    <section
      aria-labelledby="order-ruling"
      data-ruling={ruling.resolution}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-0.5">
        <Heading id="order-ruling" className="inline-flex items-start gap-2 font-semibold text-ink">
          <Scale aria-hidden className="mt-0.5 size-5 shrink-0 text-sapphire-700" />
          {RULING_TEXT.title[ruling.resolution]}
        </Heading>
        <p className="text-sm text-ink-muted">{RULING_TEXT.decidedOn(formatDay(ruling.decidedAt))}</p>
      </div>
      {moved ? (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ruling.refundedCents > 0 ? (
            <div className="flex flex-col rounded-lg bg-surface-muted px-3 py-2">
              <dt className="text-sm text-ink-muted">{RULING_TEXT.refundedTo(order.buyer.fullName)}</dt>
              <dd className="text-lg font-semibold text-ink tabular-nums">
                {formatMoney(ruling.refundedCents)}
              </dd>
            </div>
          ) : null}
          {ruling.releasedCents > 0 ? (
            <div className="flex flex-col rounded-lg bg-surface-muted px-3 py-2">
              <dt className="text-sm text-ink-muted">
                {RULING_TEXT.releasedTo(order.professional.fullName)}
              </dt>
              <dd className="text-lg font-semibold text-ink tabular-nums">
                {formatMoney(ruling.releasedCents)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-ink">{RULING_TEXT.nothingMoved}</p>
      )}
      {ruling.note ? (
        <div className="text-sm">
          <p className="font-medium text-ink">{RULING_TEXT.note}</p>
          <p className="whitespace-pre-line break-words text-ink">{ruling.note}</p>
        </div>
      ) : null}
      <p className="text-xs text-ink-muted">
        {RULING_TEXT.dispute(WORKROOM_SCREEN_TEXT.role[dispute.openedBy], formatDay(dispute.openedAt))}
      </p>
    </section>
  );
}
