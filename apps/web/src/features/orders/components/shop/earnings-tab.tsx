import { EARNINGS_TEXT, formatMoney } from '@ibh/contract';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionButton } from '@/components/confirm/confirm-action-button';
import { Skeletons } from '@/components/ui/skeletons';
import { useEarnings, useRequestPayout } from '../../api/earnings';
import { formatDay } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/order-errors';
import { TabError } from '../workroom/tab-error';

/** Money in clearance summed per day it becomes available (earliest first, as the server sends it). */
function clearingByDay(
  items: ReadonlyArray<{ amountCents: number; availableAt: string }>,
): Array<[string, number]> {
  const days = new Map<string, number>();
  for (const item of items) {
    const day = formatDay(item.availableAt);
    days.set(day, (days.get(day) ?? 0) + item.amountCents);
  }
  return [...days];
}

function Stat({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-sm">
      <dt className="text-xs font-medium tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        className={
          strong
            ? 'text-2xl font-semibold text-sapphire-700 tabular-nums'
            : 'text-2xl font-semibold text-ink tabular-nums'
        }
      >
        {formatMoney(cents)}
      </dd>
    </div>
  );
}

/** A professional's money: in clearance, available, paid out (and escrow, this month), with payouts. */
export function EarningsTab() {
  const earnings = useEarnings();
  const payout = useRequestPayout();
  // One key per payout attempt: kept across retries until one succeeds.
  const [key, setKey] = useState(newIdempotencyKey);
  if (earnings.isPending) {
    return (
      <Skeletons
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
        shapes={['h-24 rounded-card', 'h-24 rounded-card', 'h-24 rounded-card']}
      />
    );
  }
  if (earnings.isError) {
    return <TabError message={EARNINGS_TEXT.loadFailed} onRetry={() => void earnings.refetch()} />;
  }
  const data = earnings.data;
  const canPay = data.availableCents > 0;
  const clearing = clearingByDay(data.clearing);
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={EARNINGS_TEXT.title}>
        <Stat label={EARNINGS_TEXT.inClearance} cents={data.inClearanceCents} />
        <Stat label={EARNINGS_TEXT.available} cents={data.availableCents} strong />
        <Stat label={EARNINGS_TEXT.paidOut} cents={data.paidOutCents} />
      </dl>
      <p className="text-sm text-ink-muted">
        {EARNINGS_TEXT.inEscrow}: {formatMoney(data.inEscrowCents)} · {EARNINGS_TEXT.monthToDate}:{' '}
        {formatMoney(data.monthToDateCents)} · {EARNINGS_TEXT.openOrders(data.openOrders)}
      </p>
      {clearing.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-ink">
          {clearing.map(([day, cents]) => (
            <li key={day}>{EARNINGS_TEXT.clearingOn(formatMoney(cents), day)}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        {/* A payout moves money: it asks first, naming the amount (issue 26). */}
        <ConfirmActionButton
          disabled={!canPay || payout.isPending}
          aria-describedby={canPay ? undefined : 'payout-why'}
          confirm={{
            title: EARNINGS_TEXT.payoutTitle(formatMoney(data.availableCents)),
            body: EARNINGS_TEXT.payoutBody(formatMoney(data.availableCents)),
            confirmLabel: EARNINGS_TEXT.payoutConfirm(formatMoney(data.availableCents)),
            cancelLabel: EARNINGS_TEXT.payoutKeep,
            confirmVariant: 'primary',
          }}
          busy={payout.isPending}
          onConfirm={(close) =>
            payout.mutate(key, {
              onSuccess: () => setKey(newIdempotencyKey()),
              onSettled: close,
            })
          }
        >
          <Banknote aria-hidden className="size-4" />
          {EARNINGS_TEXT.payout}
        </ConfirmActionButton>
        {canPay ? null : (
          <p id="payout-why" className="text-sm text-ink-muted">
            {EARNINGS_TEXT.nothingToPay}
          </p>
        )}
      </div>
      <section aria-labelledby="payouts-title" className="flex flex-col gap-2">
        <h3 id="payouts-title" className="font-semibold text-ink">
          {EARNINGS_TEXT.payouts}
        </h3>
        {data.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">{EARNINGS_TEXT.noPayouts}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface px-4">
            {data.payouts.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-3 text-sm">
                <span>{formatDay(item.createdAt)}</span>
                <span className="font-medium tabular-nums">{formatMoney(item.amountCents)}</span>
                <span className="text-ink-muted">{EARNINGS_TEXT.payoutStatus[item.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
