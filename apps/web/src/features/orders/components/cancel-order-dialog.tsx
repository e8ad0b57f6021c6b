import { ORDER_SCREEN_TEXT, ORDERS, type OrderDetail, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { useCancelOrder } from '../api/order-actions';
import { ReasonDialog } from './workroom/reason-dialog';

/**
 * 'Cancel this order?' with an optional reason, for the buyer: `unpaidOnly` is an abandoned
 * checkout's cancel (the order page's words; refused if the payment landed meanwhile), otherwise
 * the workroom's cancel before work starts (full refund).
 */
export function CancelOrderDialog({
  orderId,
  unpaidOnly = false,
  open,
  onOpenChange,
  onCancelled,
}: {
  orderId: string;
  unpaidOnly?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (order: OrderDetail) => void;
}) {
  const cancel = useCancelOrder(orderId);
  const T = unpaidOnly ? ORDER_SCREEN_TEXT : WORKROOM_SCREEN_TEXT;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={unpaidOnly ? ORDER_SCREEN_TEXT.cancelUnpaidTitle : WORKROOM_SCREEN_TEXT.cancelOrderTitle}
      body={unpaidOnly ? ORDER_SCREEN_TEXT.cancelUnpaidBody : WORKROOM_SCREEN_TEXT.cancelOrderBody}
      label={T.cancelReasonLabel}
      confirmLabel={T.cancelOrder}
      cancelLabel={T.keepOrder}
      required={false}
      maxLength={ORDERS.reasonMax}
      busy={cancel.isPending}
      danger
      onConfirm={(reason) =>
        cancel.mutate(unpaidOnly ? { reason, unpaidOnly } : { reason }, { onSuccess: onCancelled })
      }
    />
  );
}
