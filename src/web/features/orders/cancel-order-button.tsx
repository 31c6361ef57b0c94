import { XCircle } from 'lucide-react';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import { canCustomerCancel, refundableCents } from '../../../contract/refunds';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useAskedCancel } from './use-asked-cancel';

// A paid order can be cancelled until the kitchen starts it; what was paid comes back at once.

/** 'Cancel order' (asked first) on a paid order the kitchen has not started; nothing otherwise. */
export function CancelOrderButton({ order, className }: { order: OrderView; className?: string }) {
  const cancel = useAskedCancel(order, {
    doneTitle: `Order #${order.id} cancelled`,
    failMessage: "We couldn't cancel this order. Please try again.",
  });
  if (order.paymentStatus === 'unpaid' || !canCustomerCancel(order)) return null;
  const refund = refundableCents(order);
  return (
    <div className={cn('grid gap-2', className)}>
      <Button variant="outline" disabled={cancel.isPending} onClick={cancel.ask}>
        <XCircle aria-hidden />
        {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
      </Button>
      {cancel.question({
        title: 'Cancel this order?',
        description:
          refund > 0
            ? `You will be refunded ${formatMoney(refund)}.`
            : `${order.vendorName} will not make it.`,
        confirmLabel: 'Cancel order',
        pendingLabel: 'Cancelling...',
      })}
      {cancel.problem}
    </div>
  );
}

/** 'Refunded $X' (and each refund with its reason when `isDetailed`); nothing before a refund. */
export function RefundSummary({
  order,
  isDetailed = false,
}: {
  order: OrderView;
  isDetailed?: boolean;
}) {
  if (order.refundedCents === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">
        Refunded {formatMoney(order.refundedCents)}
        {order.paymentStatus === 'partially_refunded' ? ' · Partly refunded' : null}
      </p>
      {isDetailed ? (
        <ul aria-label="Refunds" className="grid gap-1">
          {order.refunds.map((refund) => (
            <li key={refund.id} className="break-words text-muted-foreground">
              <span className="tabular-nums">{formatMoney(refund.amountCents)}</span>:{' '}
              {refund.reason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
