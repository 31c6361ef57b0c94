import type { OrderStatus } from '../../../contract/order-status';
import type { OrderView } from '../../../contract/orders';
import { formatMoney } from '../../../contract/money';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import { HeldColumn } from './held-orders';
import { OrderStatusBadge } from '../orders/order-status';
import { VendorOrderCard } from './vendor-order-card';
import { OrderBoard, type OrderBoardProps, type OrderBoardViewProps } from '../orders/order-board';

// accounts spec 2.7, vendor mode: one column per active status, in kitchen order.
export const VENDOR_COLUMNS: readonly { status: OrderStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'preparing', label: 'Preparing' },
  { status: 'delayed', label: 'Delayed' },
  { status: 'ready', label: 'Ready' },
];

/** Soonest pickup first: the truck works to the clock. */
const byPickup = (a: OrderView, b: OrderView) =>
  new Date(a.pickupTime).getTime() - new Date(b.pickupTime).getTime();

export function VendorColumns({ orders, now, prepMinutes, onSelect }: OrderBoardViewProps) {
  const done = orders.filter(
    (order) => order.status === 'completed' || order.status === 'cancelled',
  );
  // issue 16: held orders wait in their own column until fired, then join the kitchen's columns
  const held = orders.filter((order) => order.isHeld);
  const toMake = orders.filter((order) => !order.isHeld);
  return (
    <div className="grid gap-4">
      <div
        className={cn(
          '-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0',
          held.length > 0 ? 'xl:grid-cols-6' : 'xl:grid-cols-5',
        )}
      >
        {held.length > 0 ? <HeldColumn orders={held} onSelect={onSelect} /> : null}
        {VENDOR_COLUMNS.map(({ status, label }) => {
          const column = toMake.filter((order) => order.status === status).sort(byPickup);
          return (
            <section
              key={status}
              aria-label={`${label} orders`}
              className="grid w-72 shrink-0 snap-start content-start gap-2 rounded-2xl bg-muted/40 p-2 md:w-auto md:min-w-0"
            >
              <h2
                // issue 8: read 'Pending, 2 orders' (an aria-label on the plain count is not read)
                aria-label={`${label}, ${column.length} ${column.length === 1 ? 'order' : 'orders'}`}
                className="flex items-center justify-between px-1 text-sm font-semibold"
              >
                {label}
                <span aria-hidden className="rounded-full bg-background px-2 py-0.5 tabular-nums">
                  {column.length}
                </span>
              </h2>
              {column.length === 0 ? (
                <p className="px-1 py-4 text-center text-xs text-muted-foreground">None</p>
              ) : (
                <ul className="grid gap-2">
                  {column.map((order) => (
                    <li key={order.id}>
                      <VendorOrderCard
                        order={order}
                        now={now}
                        prepMinutes={prepMinutes}
                        onSelect={onSelect}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <details className="rounded-2xl border border-border bg-card p-3">
        <summary className="cursor-pointer text-sm font-semibold">
          Done today ({done.length})
        </summary>
        <ul className="mt-2 grid gap-1">
          {done.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                onClick={() => onSelect(order.id)}
                className="flex w-full flex-wrap items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted"
              >
                <span className="font-semibold">#{order.id}</span>
                <span>{order.customerFirstName}</span>
                <OrderStatusBadge status={order.status} />
                <span className="ml-auto tabular-nums">{formatMoney(order.totalCents)}</span>
                <span className="text-muted-foreground">
                  {formatClockTime(order.lastStatusUpdate)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** accounts spec 2.7: the order board in vendor mode. */
export function VendorOrderBoard(props: Omit<OrderBoardProps, 'mode' | 'vendorView'>) {
  return <OrderBoard mode="vendor" vendorView={VendorColumns} {...props} />;
}
