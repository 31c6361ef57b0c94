import type { OrderStatus } from '../../../contract/order-status';
import type { OrderView } from '../../../contract/orders';
import { formatMoney } from '../../../contract/money';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { HeldColumn } from './held-orders';
import { ORDER_BOARD_ID } from './keys';
import { boardColumnId, BoardMovesProvider, useBoardMovesWatch } from './board-moves';
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
/** Soonest to fire first. */
const byFireTime = (a: OrderView, b: OrderView) =>
  Date.parse(a.fireAt ?? a.pickupTime) - Date.parse(b.fireAt ?? b.pickupTime);

type BoardColumn = { key: OrderStatus | 'held'; label: string; orders: OrderView[] };

const ordersText = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/**
 * Below the extra-large breakpoint one column shows at a time, picked here, so a tablet reaches
 * every status without scrolling past the others; wider, every column shows and this is hidden.
 */
function ColumnPicker({
  columns,
  shown,
  onShow,
}: {
  columns: readonly BoardColumn[];
  shown: string;
  onShow: (key: BoardColumn['key']) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Show orders by status"
      className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0 xl:hidden"
    >
      {columns.map((column) => (
        <Button
          key={column.key}
          variant="outline"
          aria-pressed={column.key === shown}
          aria-label={`${column.label}, ${ordersText(column.orders.length)}`}
          aria-controls={boardColumnId(column.key)}
          className="shrink-0 px-3 aria-pressed:border-primary aria-pressed:bg-primary/15"
          onClick={() => onShow(column.key)}
        >
          {column.label}
          <span aria-hidden className="tabular-nums">
            {column.orders.length}
          </span>
        </Button>
      ))}
    </div>
  );
}

function StatusColumn({
  column,
  isShown,
  children,
}: {
  column: BoardColumn;
  isShown: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={boardColumnId(column.key)}
      tabIndex={-1}
      aria-label={`${column.label} orders`}
      className={cn(
        'min-w-0 content-start gap-2 rounded-2xl p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring xl:grid',
        column.key === 'held' ? 'bg-primary/10' : 'bg-muted/40',
        isShown ? 'grid' : 'hidden',
      )}
    >
      <h2
        // Read as 'Pending, 2 orders' (an aria-label on the plain count is not read)
        aria-label={`${column.label}, ${ordersText(column.orders.length)}`}
        className="flex items-center justify-between px-1 text-sm font-semibold"
      >
        {column.label}
        <span aria-hidden className="rounded-full bg-background px-2 py-0.5 tabular-nums">
          {column.orders.length}
        </span>
      </h2>
      {children}
    </section>
  );
}

// a busy night: each column scrolls on its own from the tablet up, so the page stays one screen
const COLUMN_LIST =
  'grid content-start gap-2 md:max-h-[calc(100dvh-10rem)] md:overflow-y-auto md:p-0.5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-1';

export function VendorColumns({ orders, now, prepMinutes, onSelect }: OrderBoardViewProps) {
  const done = orders.filter(
    (order) => order.status === 'completed' || order.status === 'cancelled',
  );
  // Held orders wait in their own column until fired, then join the kitchen's columns
  const held = orders.filter((order) => order.isHeld).sort(byFireTime);
  const toMake = orders.filter((order) => !order.isHeld);
  const columns: BoardColumn[] = [
    ...(held.length > 0 ? [{ key: 'held' as const, label: 'Held', orders: held }] : []),
    ...VENDOR_COLUMNS.map(({ status, label }) => ({
      key: status,
      label,
      orders: toMake.filter((order) => order.status === status).sort(byPickup),
    })),
  ];
  const [picked, setPicked] = useState<BoardColumn['key']>('pending');
  const shown = columns.some((column) => column.key === picked) ? picked : 'pending';
  const moves = useBoardMovesWatch(columns);
  return (
    <section
      id={ORDER_BOARD_ID}
      tabIndex={-1}
      aria-label="Order board"
      className="grid gap-4 outline-none"
    >
      <ColumnPicker columns={columns} shown={shown} onShow={setPicked} />
      <BoardMovesProvider value={moves}>
        <div
          className={cn(
            'grid gap-3 xl:items-start',
            held.length > 0 ? 'xl:grid-cols-6' : 'xl:grid-cols-5',
          )}
        >
          {columns.map((column) => (
            <StatusColumn key={column.key} column={column} isShown={column.key === shown}>
              {column.key === 'held' ? (
                <HeldColumn orders={column.orders} onSelect={onSelect} className={COLUMN_LIST} />
              ) : column.orders.length === 0 ? (
                <p className="px-1 py-4 text-center text-xs text-muted-foreground">None</p>
              ) : (
                <ul className={COLUMN_LIST}>
                  {column.orders.map((order) => (
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
            </StatusColumn>
          ))}
        </div>
      </BoardMovesProvider>
      <details className="rounded-2xl border border-border bg-card p-3">
        {/* the whole 44 px top of the card opens it: the card's padding moves into the summary */}
        <summary className="-m-3 cursor-pointer rounded-2xl p-3 text-sm font-semibold">
          Done today ({done.length})
        </summary>
        <ul className="mt-2 grid gap-1">
          {done.map((order) => (
            <li key={order.id}>
              <button
                type="button"
                onClick={() => onSelect(order.id)}
                className="flex w-full flex-wrap items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted pointer-coarse:min-h-11"
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
    </section>
  );
}

/** accounts spec 2.7: the order board in vendor mode. */
export function VendorOrderBoard(props: Omit<OrderBoardProps, 'mode' | 'vendorView'>) {
  return <OrderBoard mode="vendor" vendorView={VendorColumns} {...props} />;
}
