import { Trash2 } from 'lucide-react';
import { paymentDeadline, type OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import { useAskedCancel } from './use-asked-cancel';
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
  const discard = useAskedCancel(order, {
    doneTitle: `Order #${order.id} discarded`,
    failMessage: "We couldn't discard this order. Please try again.",
  });
  return (
    <div className={cn('grid gap-2', className)}>
      {/* side by side where both fit, else one under the other, each full width */}
      <div className="flex flex-wrap gap-2">
        <CompletePaymentLink orderId={order.id} className="w-auto grow basis-48" />
        <Button
          variant="outline"
          className="grow basis-32"
          disabled={discard.isPending}
          onClick={discard.ask}
        >
          <Trash2 aria-hidden />
          {discard.isPending ? 'Discarding...' : 'Discard'}
        </Button>
      </div>
      {discard.question({
        title: `Discard order #${order.id}?`,
        description: (
          <>
            It has not been paid, so nothing was charged and {order.vendorName} never received it.
            Discarding cancels it for good.
          </>
        ),
        confirmLabel: 'Discard order',
        pendingLabel: 'Discarding...',
      })}
      {discard.problem}
    </div>
  );
}
