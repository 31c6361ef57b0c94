import { Clock, PackageX, Timer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { HttpError } from '../../lib/api';
import { useOrder } from '../orders/api';
import { formatClockTime, formatDateTime } from '../../lib/format';
import { useNow } from '../../hooks/use-now';
import { needsPayment } from '../orders/order-board-stats';
import { CardForm } from '../payments/card-form';
import { CheckoutLayout, Section } from './checkout-layout';
import { CenteredSpinner, OfflinePaymentNotice, PaymentSuccess } from './checkout-states';
import { OrderSummaryLines, orderSummaryLines } from './order-summary';
import { PriceBreakdown } from './price-breakdown';
import { useBrowsePayment } from './use-browse-payment';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <PackageX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild size="lg">
        <Link href="/orders">Your orders</Link>
      </Button>
    </div>
  );
}

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/**
 * A pre-order holds its stock for a few minutes while the customer pays; they see until
 * when, and how long is left, so the drop is not lost to a slow card.
 */
export function HoldNotice({ holdExpiresAt }: { holdExpiresAt: string }) {
  const now = useNow(1_000);
  const secondsLeft = Math.max(
    0,
    Math.ceil((new Date(holdExpiresAt).getTime() - now.getTime()) / 1000),
  );
  const left = `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <div
      role="status"
      className="mb-3 flex items-start gap-2 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
    >
      <Timer className="mt-0.5 size-4 shrink-0" aria-hidden />
      {secondsLeft > 0 ? (
        <p>
          Held for you until {formatClockTime(holdExpiresAt)} (<span aria-hidden>{left}</span>
          <span className="sr-only">{Math.ceil(secondsLeft / 60)} minutes</span> left). Pay before
          then, or it goes back on sale.
        </p>
      ) : (
        <p>The hold has run out: this pre-order is being released.</p>
      )}
    </div>
  );
}

function PayForOrder({ order, onPaid }: { order: OrderView; onPaid: (order: OrderView) => void }) {
  const payment = useBrowsePayment({
    existingOrder: order,
    cart: order.items,
    // the order's figures are fixed once placed; a changed price cannot reach this screen
    onPriceChanged: () => undefined,
    onPaid,
  });
  return (
    <CheckoutLayout
      backHref="/orders"
      backLabel="Back to your orders"
      title={`Pay for order #${order.id}`}
      subtitle={`Pickup from ${order.vendorName}`}
      details={
        <>
          <Section title="Order summary">
            {order.holdExpiresAt ? <HoldNotice holdExpiresAt={order.holdExpiresAt} /> : null}
            <OrderSummaryLines lines={orderSummaryLines(order)} />
            <div className="mt-4 border-t border-border pt-4">
              <PriceBreakdown
                figures={order}
                serviceFeeLabel={order.flow === 'demo' ? 'Service fee (5%)' : 'Service fee'}
              />
            </div>
          </Section>
          <Section title="Pickup time">
            <p className="flex items-center gap-2">
              <Clock className="size-4 text-muted-foreground" aria-hidden />
              {order.isAsap ? 'ASAP' : 'Scheduled'} ·{' '}
              {/* a pre-order is collected after its show, which may be days away */}
              {isToday(order.pickupTime)
                ? formatClockTime(order.pickupTime)
                : formatDateTime(order.pickupTime)}
            </p>
          </Section>
        </>
      }
      payment={
        <>
          <OfflinePaymentNotice isOffline={payment.isOffline} />
          <CardForm
            isReady
            isProcessing={payment.isProcessing}
            amountLabel={formatMoney(order.totalCents)}
            amountCents={order.totalCents}
            onSubmit={(choice) => payment.pay(choice, null)}
          />
        </>
      }
    />
  );
}

/** /checkout?orderId=ID: pays for an order placed earlier (the orders page's 'Complete payment'). */
export function OrderPaymentCheckout({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  // held here: once paid, the refreshed order no longer needs payment
  const [paidOrder, setPaidOrder] = useState<OrderView | null>(null);
  if (paidOrder) return <PaymentSuccess orderId={paidOrder.id} title="Payment Successful" />;
  if (order.isPending) return <CenteredSpinner label="Loading your order" />;
  if (!order.data) {
    return order.error instanceof HttpError && order.error.status === 404 ? (
      <Notice
        title="Order not found"
        text="It may have been removed, or it belongs to another account."
      />
    ) : (
      <Notice title="We couldn't load this order" text="Check your connection and try again." />
    );
  }
  if (!needsPayment(order.data)) {
    const text =
      order.data.status === 'cancelled'
        ? 'This order was cancelled, so it cannot be paid.'
        : 'This order has already been paid.';
    return <Notice title={`Order #${order.data.id}`} text={text} />;
  }
  return <PayForOrder order={order.data} onPaid={setPaidOrder} />;
}
