import { ORDERS, type OrderDetail, WORKROOM_SCREEN_TEXT, WORKROOM_TEXT } from '@ibh/contract';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOpenDispute, useStartWork } from '../../api/order-actions';
import { CancelOrderDialog } from '../cancel-order-dialog';
import { ReasonDialog } from './reason-dialog';

/** The order-level actions the viewer may take now: Start Work, Cancel order, Open a dispute. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const start = useStartWork(order.id);
  const dispute = useOpenDispute(order.id);
  const [dialog, setDialog] = useState<'cancel' | 'dispute' | null>(null);
  const can = (action: OrderDetail['allowedActions'][number]) => order.allowedActions.includes(action);
  if (!can('start') && !can('cancel') && !can('dispute')) return null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      {can('start') ? (
        <>
          <Button disabled={start.isPending} onClick={() => start.mutate()}>
            <Play aria-hidden className="size-4" />
            {WORKROOM_TEXT.startWork}
          </Button>
          <p className="text-sm text-ink-muted sm:mr-auto">{WORKROOM_SCREEN_TEXT.startWorkHint}</p>
        </>
      ) : null}
      {can('cancel') ? (
        <Button variant="secondary" onClick={() => setDialog('cancel')}>
          {WORKROOM_SCREEN_TEXT.cancelOrder}
        </Button>
      ) : null}
      {can('dispute') ? (
        <Button variant="secondary" onClick={() => setDialog('dispute')}>
          {WORKROOM_SCREEN_TEXT.openDispute}
        </Button>
      ) : null}
      <CancelOrderDialog
        orderId={order.id}
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        onCancelled={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'dispute'}
        onOpenChange={(open) => setDialog(open ? 'dispute' : null)}
        title={WORKROOM_SCREEN_TEXT.disputeTitle}
        body={WORKROOM_SCREEN_TEXT.disputeBody}
        label={WORKROOM_SCREEN_TEXT.disputeReasonLabel}
        confirmLabel={WORKROOM_SCREEN_TEXT.submitDispute}
        cancelLabel={WORKROOM_SCREEN_TEXT.cancel}
        required
        maxLength={ORDERS.reasonMax}
        busy={dispute.isPending}
        danger
        onConfirm={(reason) => dispute.mutate({ reason }, { onSuccess: () => setDialog(null) })}
      />
    </div>
  );
}
