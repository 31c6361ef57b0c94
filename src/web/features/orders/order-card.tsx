import { ChevronRight, Clock, CreditCard, Hourglass, Maximize2 } from 'lucide-react';
import { Link } from 'wouter';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import { orderHatchPath } from '../../../contract/order-links';
import { customerPickupText } from '../../../contract/urgency';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatClockTime, formatDateTime, itemCountText } from '../../lib/format';
import { RETURN_FOCUS_ATTRIBUTE } from '../../lib/return-focus';
import { itemCount, needsPayment } from './order-board-stats';
import { PickupPassButton } from '../pickup-pass/pickup-pass-button';
import { HeldOrderNotice } from './held-order-notice';
import { OrderProgress, OrderStatusBadge } from './order-status';
import { paymentDueText, UnpaidOrderActions } from './unpaid-order-actions';
import { CancelOrderButton, RefundSummary } from './cancel-order-button';
import { ReceiptLink } from './receipt-link';

/** The pickup line: a calm live status while in progress, the time once it is over. */
function PickupLine({ order, now }: { order: OrderView; now: Date }) {
  if (needsPayment(order)) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <CreditCard className="size-4 text-muted-foreground" aria-hidden />
        <span>{paymentDueText(order, now)}</span>
      </span>
    );
  }
  // A held order waits for the show's end, said by the notice below
  const text = order.isHeld ? 'Held until the show ends' : customerPickupText(order, now);
  if (text === null) {
    return (
      <span className="text-muted-foreground">Pickup {formatClockTime(order.pickupTime)}</span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5">
      <Clock className="size-4 text-muted-foreground" aria-hidden />
      <span>{text}</span>
    </span>
  );
}

/** Past the vendor's hot-shelf time the customer is asked to come over, or to tell the vendor. */
function UncollectedNotice({ order }: { order: OrderView }) {
  if (order.status !== 'ready' || order.uncollectedAt === null) return null;
  const place = order.vendorLocation ? ` (${order.vendorLocation})` : '';
  return (
    <p className="flex gap-1.5 rounded-lg border border-destructive/40 bg-destructive/10 px-2.5 py-2 text-sm">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <span>
        <span className="font-semibold">Not collected yet.</span> Ready since{' '}
        {formatClockTime(order.readyAt ?? order.uncollectedAt)} at {order.vendorName}
        {place}: pick it up soon, or let the vendor know.
      </span>
    </p>
  );
}

/** A ready order's way to its full-screen hatch view; focus comes back here when it closes. */
function ShowAtHatchButton({ orderId }: { orderId: number }) {
  const returnKey = `hatch-${orderId}`;
  return (
    <Button asChild size="lg" className="relative z-10 w-full">
      <Link
        href={orderHatchPath(orderId)}
        state={{ returnFocus: returnKey }}
        {...{ [RETURN_FOCUS_ATTRIBUTE]: returnKey }}
        aria-label={`Show at the hatch: order #${orderId}`}
      >
        <Maximize2 aria-hidden />
        Show at the hatch
      </Link>
    </Button>
  );
}

/**
 * accounts spec 2.7, customer mode: status, vendor, total, a calm pickup status (no urgent badge
 * or 'late': docs/decisions.md), progress, item count and placed date. The whole card opens
 * tracking (a stretched button).
 */
export function CustomerOrderCard({
  order,
  now,
  onSelect,
  canPay = true,
}: {
  order: OrderView;
  now: Date;
  onSelect: (orderId: number) => void;
  /** The customer's 'Complete payment' and 'Discard' actions for an unpaid order. */
  canPay?: boolean;
}) {
  const isUnpaid = needsPayment(order);
  return (
    <article className="relative grid h-full content-start gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm transition-colors focus-within:border-primary hover:border-primary/60">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            {/* not sent to the kitchen yet: no kitchen status to show */}
            {isUnpaid ? (
              <Badge variant="accent">Awaiting payment</Badge>
            ) : (
              <OrderStatusBadge status={order.status} />
            )}
          </div>
          <h3 className="truncate text-base font-semibold">
            <button
              type="button"
              onClick={() => onSelect(order.id)}
              aria-label={`Track order #${order.id} from ${order.vendorName}`}
              // the whole card is the target, so the whole card shows keyboard focus
              className="text-left outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {order.vendorName}
            </button>
          </h3>
          <p className="text-xs text-muted-foreground">
            #{order.id} · {itemCountText(itemCount(order))} · Placed{' '}
            {formatDateTime(order.createdAt)}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums">{formatMoney(order.totalCents)}</p>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <PickupLine order={order} now={now} />
        <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
      </div>
      {isUnpaid ? null : <OrderProgress status={order.status} />}
      {isUnpaid && canPay ? <UnpaidOrderActions order={order} className="relative z-10" /> : null}
      <RefundSummary order={order} />
      <CancelOrderButton order={order} className="relative z-10" />
      <UncollectedNotice order={order} />
      <HeldOrderNotice order={order} className="relative z-10" />
      {order.status === 'ready' && !isUnpaid ? <ShowAtHatchButton orderId={order.id} /> : null}
      <PickupPassButton order={order} className="relative z-10" />
      <ReceiptLink order={order} className="relative z-10 w-full" />
    </article>
  );
}
