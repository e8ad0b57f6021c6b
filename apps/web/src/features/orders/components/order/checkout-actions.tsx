import { ORDER_SCREEN_TEXT, type OrderAction } from '@ibh/contract';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { useRetryCheckout } from '../../api/order-actions';
import { CancelOrderDialog } from '../cancel-order-dialog';

/**
 * An abandoned checkout's two ways on (issue 26): 'Continue to payment' (a new checkout for the
 * pending order) and 'Cancel order' (confirmed; refused by the server if the payment landed
 * meanwhile). The buttons come from the server's allowedActions ('checkout', 'cancel').
 */
export function CheckoutActions({
  order,
  labelled = false,
  className,
}: {
  order: { id: string; allowedActions: readonly OrderAction[]; service: { title: string } };
  /** In a list: the accessible names name the service. */
  labelled?: boolean;
  className?: string;
}) {
  const retry = useRetryCheckout(order.id);
  const [confirming, setConfirming] = useState(false);
  const canPay = order.allowedActions.includes('checkout');
  const canCancel = order.allowedActions.includes('cancel');
  if (!canPay && !canCancel) return null;
  return (
    <div className={cx('flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>
      {canPay ? (
        <Button
          variant="gold"
          disabled={retry.isPending || retry.isSuccess}
          aria-label={labelled ? ORDER_SCREEN_TEXT.continueToPaymentFor(order.service.title) : undefined}
          onClick={() => retry.mutate()}
        >
          <CreditCard aria-hidden className="size-4" />
          {ORDER_SCREEN_TEXT.continueToPayment}
        </Button>
      ) : null}
      {canCancel ? (
        <Button
          variant="secondary"
          aria-label={labelled ? ORDER_SCREEN_TEXT.cancelOrderFor(order.service.title) : undefined}
          onClick={() => setConfirming(true)}
        >
          {ORDER_SCREEN_TEXT.cancelOrder}
        </Button>
      ) : null}
      <CancelOrderDialog
        orderId={order.id}
        unpaidOnly
        open={confirming}
        onOpenChange={setConfirming}
        onCancelled={(cancelled) => {
          setConfirming(false);
          toast.success(
            cancelled.couponReturned && cancelled.couponCode
              ? `${ORDER_SCREEN_TEXT.orderCancelled}. ${ORDER_SCREEN_TEXT.couponReturned(cancelled.couponCode)}`
              : ORDER_SCREEN_TEXT.orderCancelled,
          );
        }}
      />
    </div>
  );
}
