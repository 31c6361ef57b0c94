import { AlarmClock, Clock, Flame, MessageSquareText, MessageSquareWarning } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../contract/money';
import type { OrderStatus } from '../../../contract/order-status';
import type { OrderView } from '../../../contract/orders';
import { pickupCountdownText } from '../../../contract/pickup';
import { isOrderLate, isOrderUrgent } from '../../../contract/urgency';
import { OrderLineDetails } from '../../components/order-line-details';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { itemCountText } from '../../lib/format';
import { itemCount } from '../orders/order-board-stats';
import { OrderProgress } from '../orders/order-status';
import { HandOverDialog } from './hand-over-dialog';
import { ShelfStatus } from './shelf-status';
import { NEXT_ACTIONS, useAdvanceOrder } from './use-advance-order';
import { orderCardId, useBoardMoves } from './board-moves';

/**
 * accounts spec 2.9: the big next-action button (or two, for a delayed order), disabled while
 * its change is pending; a stray tap as the board moves is dropped (board-moves.ts).
 */
function NextAction({ order }: { order: OrderView }) {
  const { advance, isPending } = useAdvanceOrder(order);
  const moves = useBoardMoves();
  const [handingOver, setHandingOver] = useState(false);
  const actions = NEXT_ACTIONS[order.status] ?? [];
  const act = async (to: OrderStatus, button: HTMLButtonElement) => {
    moves.noteAction(order.id);
    const result = await advance({ status: to });
    if (result.ok) return;
    moves.forgetAction(order.id);
    // the order stays put: give focus back to the button the key was pressed on
    if (document.activeElement === document.body) button.focus();
  };
  return (
    <div className="relative z-10 flex flex-wrap gap-2">
      {actions.map((action, index) => (
        <Button
          key={action.to}
          variant={index === 0 ? 'default' : 'outline'}
          className="min-w-0 flex-1 basis-24"
          disabled={isPending}
          aria-label={`${action.label} order #${order.id}`}
          onClick={(event) => {
            if (moves.isStrayTap(event, order.id)) return;
            if (action.to === 'completed') setHandingOver(true);
            else void act(action.to, event.currentTarget);
          }}
        >
          {isPending && index === 0 ? 'Updating...' : action.label}
        </Button>
      ))}
      {handingOver ? <HandOverDialog order={order} onClose={() => setHandingOver(false)} /> : null}
    </div>
  );
}

/** The note the customer saves for the vendor (accounts spec 2.8); it must reach them. */
export function CustomerNote({ order }: { order: OrderView }) {
  if (!order.notes) return null;
  return (
    <div className="flex gap-1.5 rounded-lg bg-muted px-2 py-1 text-sm">
      <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0">
        <span className="font-semibold">Customer note: </span>
        {order.notes}
      </p>
    </div>
  );
}

/**
 * '#41 Sam': a stretched button, so the whole card opens the order's tracking; a stray tap as the
 * board moves opens nothing (board-moves.ts).
 */
export function CardTitle({
  order,
  onSelect,
}: {
  order: OrderView;
  onSelect: (orderId: number) => void;
}) {
  const moves = useBoardMoves();
  return (
    <h3 className="min-w-0 text-base font-bold leading-tight">
      <button
        type="button"
        onClick={(event) => {
          if (!moves.isStrayTap(event, order.id)) onSelect(order.id);
        }}
        aria-label={`Open order #${order.id}`}
        className="min-h-11 break-words text-left outline-none after:absolute after:inset-0 after:rounded-xl"
      >
        #{order.id} <span className="font-medium">{order.customerFirstName}</span>
      </button>
    </h3>
  );
}

/**
 * '3 items' and one line per item, each with its options, what to leave out and the customer's
 * note for it: what the kitchen makes.
 */
export function CardItems({ order }: { order: OrderView }) {
  return (
    <div className="text-sm">
      <p className="text-xs font-medium text-muted-foreground">{itemCountText(itemCount(order))}</p>
      <ul className="mt-0.5 grid gap-0.5">
        {order.items.map((item) => (
          <li key={item.id}>
            <span className="font-semibold tabular-nums">{item.quantity}×</span> {item.name}
            <OrderLineDetails line={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * accounts spec 2.7, vendor mode: id, customer first name, urgent and late flags (as defined in
 * contract/urgency.ts), total, time to pickup, progress, items, special instructions and the
 * customer's note. The body opens tracking.
 */
export function VendorOrderCard({
  order,
  now,
  prepMinutes,
  onSelect,
}: {
  order: OrderView;
  now: Date;
  /** The vendor's prep time: an order not started with less time left is urgent. */
  prepMinutes: number;
  onSelect: (orderId: number) => void;
}) {
  const isUrgent = isOrderUrgent(order, prepMinutes, now);
  const isLate = isOrderLate(order, now);
  return (
    <article
      id={orderCardId(order.id)}
      tabIndex={-1}
      aria-label={`Order #${order.id}`}
      className={cn(
        'relative grid content-start gap-2 rounded-xl border border-border bg-card p-2.5 shadow-sm outline-none hover:border-primary/60 focus-visible:ring-2 focus-visible:ring-ring',
        isLate && 'border-destructive',
        !isLate && isUrgent && 'border-amber-500',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <CardTitle order={order} onSelect={onSelect} />
        <div className="shrink-0 text-right">
          <p className="text-sm font-bold tabular-nums">{formatMoney(order.totalCents)}</p>
          {order.mealAllowanceCents > 0 ? (
            <p className="text-xs text-muted-foreground tabular-nums">
              + meal ticket {formatMoney(order.mealAllowanceCents)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <p
          className={cn(
            'mr-auto flex items-center gap-1 text-sm',
            isLate && 'font-semibold text-destructive',
            !isLate && isUrgent && 'font-semibold text-amber-700 dark:text-accent',
          )}
        >
          <Clock className="size-4" aria-hidden />
          {pickupCountdownText(order.pickupTime, now)}
        </p>
        {isUrgent ? (
          <Badge variant="accent">
            <Flame className="size-3" aria-hidden /> Urgent
          </Badge>
        ) : null}
        {isLate ? (
          <Badge variant="destructive">
            <AlarmClock className="size-3" aria-hidden /> Late
          </Badge>
        ) : null}
        {order.priority === 'urgent' || order.priority === 'high' ? (
          <Badge variant="outline">Priority: {order.priority}</Badge>
        ) : null}
      </div>
      <OrderProgress status={order.status} className="h-1.5" />
      <CardItems order={order} />
      {order.specialInstructions ? (
        <p className="flex gap-1.5 rounded-lg bg-accent/20 px-2 py-1 text-sm font-medium">
          <MessageSquareWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0">{order.specialInstructions}</span>
        </p>
      ) : null}
      <CustomerNote order={order} />
      <ShelfStatus order={order} now={now} />
      <NextAction order={order} />
    </article>
  );
}
