import type { ReactNode } from 'react';
import { Ticket } from 'lucide-react';
import type { Role } from '../../../contract/auth';
import { formatMoney } from '../../../contract/money';
import type { OrderPriority, OrderView } from '../../../contract/orders';
import { pickupCountdownText } from '../../../contract/pickup';
import { customerPickupText, isOrderLate, isOrderUrgent } from '../../../contract/urgency';
import { CodeQr } from '../../components/meal-ticket-code';
import { LineChoices } from '../../components/line-choices';
import { OrderLineDetails } from '../../components/order-line-details';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { PriceBreakdown } from '../checkout/price-breakdown';
import { formatClockTime, formatDateTime, capitalize } from '../../lib/format';
import { isActiveOrder, needsPayment } from './order-board-stats';
import { PickupPassButton } from '../pickup-pass/pickup-pass-button';
import { ReceiptLink } from './receipt-link';
import { HeldOrderNotice } from './held-order-notice';
import { OrderNotesBox } from './order-notes-box';
import { OrderProgress, OrderStatusBadge } from './order-status';
import { OrderTimeline } from './order-timeline';
import { TrackingSteps } from './tracking-steps';
import { paymentDueText, UnpaidOrderActions } from './unpaid-order-actions';
import { CancelOrderButton, RefundSummary } from './cancel-order-button';
import { PAYMENT_STATUS_LABELS } from '../../../contract/refunds';

const PRIORITY_VARIANT: Record<OrderPriority, 'secondary' | 'outline' | 'accent' | 'destructive'> =
  { low: 'outline', normal: 'secondary', high: 'accent', urgent: 'destructive' };

type StatusProps = { order: OrderView; role: Role; now: Date; prepMinutes: number };

/** The vendor's countdown with its flags; the customer's calm status (docs/decisions.md). */
function TimeToPickup({ order, role, now, prepMinutes }: StatusProps) {
  if (role === 'user') {
    const text = needsPayment(order) ? paymentDueText(order, now) : customerPickupText(order, now);
    return <dd className="text-lg font-semibold">{text}</dd>;
  }
  return (
    <dd
      className={cn(
        'text-lg font-semibold',
        isOrderLate(order, now) && 'text-destructive',
        isOrderUrgent(order, prepMinutes, now) && 'text-amber-700 dark:text-accent',
      )}
    >
      {pickupCountdownText(order.pickupTime, now)}
    </dd>
  );
}

function StatusSummary({ order, role, now, prepMinutes }: StatusProps) {
  // urgency and priority are the kitchen's: customers never see them
  const isStaff = role !== 'user';
  const isUrgent = isStaff && (order.isUrgent || isOrderUrgent(order, prepMinutes, now));
  // an unpaid order has not reached the kitchen: no kitchen status or progress
  const isUnpaid = needsPayment(order);
  return (
    <section aria-label="Status" className="grid gap-3 rounded-2xl bg-muted/50 p-4">
      <div className="flex flex-wrap items-center gap-1.5">
        {isUnpaid ? (
          <Badge variant="accent" className="text-sm">
            Awaiting payment
          </Badge>
        ) : (
          <OrderStatusBadge status={order.status} className="text-sm" />
        )}
        {isUrgent ? <Badge variant="destructive">Urgent</Badge> : null}
        {isStaff ? (
          <Badge variant={PRIORITY_VARIANT[order.priority]}>
            Priority: {capitalize(order.priority)}
          </Badge>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-muted-foreground">Pickup time</dt>
          <dd className="text-lg font-semibold">
            {formatClockTime(order.pickupTime)}
            {order.isAsap ? <span className="text-sm text-muted-foreground"> (ASAP)</span> : null}
          </dd>
        </div>
        {isStaff && order.isHeld && order.fireAt ? (
          <div>
            <dt className="text-xs text-muted-foreground">Held: kitchen starts it</dt>
            <dd className="text-lg font-semibold">{formatClockTime(order.fireAt)}</dd>
          </div>
        ) : null}
        {isActiveOrder(order) ? (
          <div>
            <dt className="text-xs text-muted-foreground">
              {role === 'user' ? 'Status' : 'Time to pickup'}
            </dt>
            <TimeToPickup order={order} role={role} now={now} prepMinutes={prepMinutes} />
          </div>
        ) : null}
      </dl>
      {isUnpaid ? null : <OrderProgress status={order.status} />}
      {order.status === 'cancelled' && order.cancelReason ? (
        <p className="text-sm text-destructive">Cancelled: {order.cancelReason}</p>
      ) : null}
    </section>
  );
}

function PickupCode({ code }: { code: string }) {
  return (
    <section
      aria-label="Pickup code"
      className="grid justify-items-center gap-1 rounded-2xl border-2 border-success bg-success/10 p-4 text-center"
    >
      <Ticket className="size-6 text-success" aria-hidden />
      <p className="font-mono text-5xl font-black tracking-[0.25em] tabular-nums">{code}</p>
      {/* the vendor can scan it instead of typing it */}
      <CodeQr value={code} size={144} title={`Pickup code ${code} as a QR code`} />
      <p className="text-sm font-medium">Show this code at the window</p>
    </section>
  );
}

/** The order's lines: staff read them as the kitchen does (removals boxed, allergy notes marked). */
function ItemsList({ order, role }: { order: OrderView; role: Role }) {
  return (
    <section aria-labelledby="order-items-title" className="grid gap-2">
      <h3 id="order-items-title" className="text-sm font-semibold">
        Items
      </h3>
      <ul className="grid gap-2">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-3 text-sm">
            <div className="min-w-0">
              <span className="font-semibold tabular-nums">{item.quantity}×</span> {item.name}
              {role === 'user' ? <LineChoices options={item.options} /> : null}
              <span className="block text-xs text-muted-foreground">
                {formatMoney(item.unitPriceCents)} each
              </span>
              {role !== 'user' ? <OrderLineDetails line={item} /> : null}
              {role === 'user' && item.notes ? (
                <span className="block font-medium">Note: {item.notes}</span>
              ) : null}
            </div>
            <span className="tabular-nums">{formatMoney(item.unitPriceCents * item.quantity)}</span>
          </li>
        ))}
      </ul>
      {/* The items add up to the total only with the fee and tax lines beside them */}
      <div className="border-t border-border pt-2">
        <PriceBreakdown
          figures={order}
          serviceFeeLabel={order.flow === 'demo' ? 'Service fee (5%)' : 'Service fee'}
        />
      </div>
    </section>
  );
}

function CustomerDetails({ order, role }: { order: OrderView; role: Role }) {
  return (
    <section aria-labelledby="order-details-title" className="grid gap-2">
      <h3 id="order-details-title" className="text-sm font-semibold">
        Order details
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted-foreground">Order ID</dt>
        <dd>#{order.id}</dd>
        <dt className="text-muted-foreground">Placed</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt className="text-muted-foreground">Payment</dt>
        <dd>{PAYMENT_STATUS_LABELS[order.paymentStatus]}</dd>
        <dt className="text-muted-foreground">Special instructions</dt>
        <dd className="whitespace-pre-wrap">{order.specialInstructions || 'None'}</dd>
      </dl>
      {role === 'user' && needsPayment(order) ? (
        <UnpaidOrderActions order={order} className="mt-1" />
      ) : null}
      <RefundSummary order={order} isDetailed />
      {role === 'user' ? <CancelOrderButton order={order} className="mt-1" /> : null}
      {role === 'user' ? <PickupPassButton order={order} className="mt-1" /> : null}
      {role === 'user' ? <ReceiptLink order={order} className="mt-1" /> : null}
    </section>
  );
}

/**
 * accounts spec 2.8: everything the tracking modal shows for a loaded order: priority
 * management (vendor, admin), vendor actions and notes (vendor) or the note box (customer only).
 */
export function OrderTrackingDetails({
  order,
  role,
  now,
  staffTools,
  prepMinutes = 0,
}: {
  order: OrderView;
  role: Role;
  now: Date;
  staffTools?: (order: OrderView) => ReactNode;
  prepMinutes?: number;
}) {
  return (
    <div className="grid gap-6">
      <StatusSummary order={order} role={role} now={now} prepMinutes={prepMinutes} />
      {role === 'user' ? <HeldOrderNotice order={order} /> : null}
      {order.status === 'ready' && order.pickupCode ? <PickupCode code={order.pickupCode} /> : null}
      <TrackingSteps order={order} />
      <ItemsList order={order} role={role} />
      <CustomerDetails order={order} role={role} />
      {role !== 'user' ? staffTools?.(order) : null}
      {role === 'user' ? <OrderNotesBox key={order.id} order={order} /> : null}
      <OrderTimeline order={order} />
    </div>
  );
}
