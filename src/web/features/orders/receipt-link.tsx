import { ReceiptText } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../contract/orders';
import { orderReceiptPath } from '../../../contract/receipts';
import { Button } from '../../components/ui/button';
import { RETURN_FOCUS_ATTRIBUTE } from '../../lib/return-focus';

/** A paid order's way to its receipt (a refunded one keeps it); focus comes back here after. */
export function ReceiptLink({
  order,
  className,
}: {
  order: Pick<OrderView, 'id' | 'paymentStatus'>;
  className?: string;
}) {
  if (order.paymentStatus === 'unpaid') return null;
  const returnKey = `receipt-${order.id}`;
  return (
    <Button asChild variant="outline" size="lg" className={className}>
      <Link
        href={orderReceiptPath(order.id)}
        state={{ returnFocus: returnKey }}
        {...{ [RETURN_FOCUS_ATTRIBUTE]: returnKey }}
        aria-label={`Receipt for order #${order.id}`}
      >
        <ReceiptText aria-hidden />
        Receipt
      </Link>
    </Button>
  );
}
