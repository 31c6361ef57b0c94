import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { paymentDeadline, type OrderView } from '../../../contract/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import { useDiscardOrder } from './api';
import { CompletePaymentLink } from './complete-payment-link';

// An unpaid order has not reached the kitchen: the customer sees it as awaiting payment, with a
// way to pay it or to discard it, never as food being cooked.

/** 'Pay by 11:30 PM to send it to the kitchen', until the order is cancelled unless paid. */
export function paymentDueText(
  order: Pick<OrderView, 'createdAt' | 'holdExpiresAt'>,
  now: Date,
): string {
  const deadline = paymentDeadline(order);
  return deadline.getTime() > now.getTime()
    ? `Pay by ${formatClockTime(deadline)} to send it to the kitchen`
    : 'The time to pay has run out';
}

/** 'Complete payment' and 'Discard' (asked first), on the order card and in its tracking view. */
export function UnpaidOrderActions({ order, className }: { order: OrderView; className?: string }) {
  const discard = useDiscardOrder(order.id);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <div className={cn('grid gap-2', className)}>
      {/* side by side where both fit, else one under the other, each full width */}
      <div className="flex flex-wrap gap-2">
        <CompletePaymentLink orderId={order.id} className="w-auto grow basis-48" />
        <Button
          variant="outline"
          className="grow basis-32"
          disabled={discard.isPending}
          onClick={() => {
            discard.reset();
            setIsAsking(true);
          }}
        >
          <Trash2 aria-hidden />
          {discard.isPending ? 'Discarding...' : 'Discard'}
        </Button>
      </div>
      {isAsking ? (
        <ConfirmDialog
          title={`Discard order #${order.id}?`}
          description={
            <>
              It has not been paid, so nothing was charged and {order.vendorName} never received it.
              Discarding cancels it for good.
            </>
          }
          confirmLabel="Discard order"
          pendingLabel="Discarding..."
          cancelLabel="Keep order"
          isPending={discard.isPending}
          onClose={() => setIsAsking(false)}
          onConfirm={() =>
            discard.mutate(undefined, {
              onSuccess: () => {
                setIsAsking(false);
                toast({ title: `Order #${order.id} discarded`, variant: 'success' });
              },
              onError: () => setIsAsking(false),
            })
          }
        />
      ) : null}
      {discard.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(discard.error, "We couldn't discard this order. Please try again.")}
        </p>
      ) : null}
    </div>
  );
}
