import {
  AlarmClock,
  CheckCircle2,
  Flame,
  PackageCheck,
  ReceiptText,
  UtensilsCrossed,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { boardStats, isActiveOrder, needsPayment, type BoardStats } from './order-board-stats';
import { CustomerOrderCard } from './order-card';
import { useNow } from '../../hooks/use-now';

export type OrderBoardMode = 'customer' | 'vendor';
export type OrderBoardProps = {
  mode: OrderBoardMode;
  orders: readonly OrderView[];
  onSelect: (orderId: number) => void;
  /** Vendor mode's columns come from the vendor screens, so customers never download them. */
  vendorView?: ComponentType<OrderBoardViewProps>;
  /** Vendor mode: the vendor's prep time, which decides urgency (contract/urgency.ts). */
  prepMinutes?: number;
};
/** What each mode renders under the shared summary tiles. */
export type OrderBoardViewProps = {
  orders: readonly OrderView[];
  onSelect: (orderId: number) => void;
  now: Date;
  prepMinutes: number;
};

type Tile = {
  key: keyof BoardStats;
  label: string;
  icon: ComponentType<{ className?: string }>;
  tone: string;
};
const ACTIVE_TILE: Tile = {
  key: 'active',
  label: 'Active Orders',
  icon: ReceiptText,
  tone: 'text-sky-600 dark:text-sky-300',
};
const COMPLETED_TILE: Tile = {
  key: 'completedToday',
  label: 'Completed Today',
  icon: CheckCircle2,
  tone: 'text-success',
};
// The customer sees a calm board: what is ready, never 'urgent' or 'late' (docs/decisions.md).
const TILES: Record<OrderBoardMode, readonly Tile[]> = {
  customer: [
    ACTIVE_TILE,
    { key: 'readyForPickup', label: 'Ready for Pickup', icon: PackageCheck, tone: 'text-success' },
    COMPLETED_TILE,
  ],
  vendor: [
    ACTIVE_TILE,
    { key: 'urgent', label: 'Urgent Orders', icon: Flame, tone: 'text-amber-600 dark:text-accent' },
    { key: 'late', label: 'Late Orders', icon: AlarmClock, tone: 'text-destructive' },
    COMPLETED_TILE,
  ],
};

function SummaryTiles({ stats, mode }: { stats: BoardStats; mode: OrderBoardMode }) {
  return (
    <dl
      aria-label="Order summary"
      className={cn(
        'grid grid-cols-2 gap-3',
        TILES[mode].length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-4',
      )}
    >
      {TILES[mode].map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            <Icon className={cn('size-4', tone)} aria-hidden />
            {label}
          </dt>
          <dd className="mt-1 text-3xl font-bold tabular-nums">{stats[key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyBoard({ mode }: { mode: OrderBoardMode }) {
  if (mode === 'vendor') {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
        <UtensilsCrossed className="size-8 text-accent" aria-hidden />
        <h2 className="text-lg font-semibold">No orders found</h2>
        <p className="max-w-xs text-sm text-muted-foreground">
          Paid orders appear here as soon as customers check out.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-12 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-muted text-accent">
        <UtensilsCrossed className="size-7" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">No orders found</h2>
      <p className="max-w-xs text-sm text-muted-foreground">
        Pre-order from a vendor near the venue and skip the post-show line.
      </p>
      <Button asChild size="lg">
        <Link href="/search">Find food</Link>
      </Button>
    </div>
  );
}

/**
 * Orders awaiting payment first (only the customer can move them on), then those ready for
 * pickup (the customer is walking to the window), then those in the kitchen, then the rest; each
 * section keeps the server's order (newest first).
 */
function OrderList({ orders, now, onSelect, canPay }: OrderBoardViewProps & { canPay: boolean }) {
  const inKitchen = (order: OrderView) =>
    isActiveOrder(order) && order.status !== 'ready' && !needsPayment(order);
  const sections = [
    { title: 'Awaiting payment', orders: orders.filter(needsPayment) },
    { title: 'Ready for pickup', orders: orders.filter((order) => order.status === 'ready') },
    { title: 'In progress', orders: orders.filter(inKitchen) },
    { title: 'Past orders', orders: orders.filter((order) => !isActiveOrder(order)) },
  ].filter((section) => section.orders.length > 0);
  return (
    <div className="grid gap-6">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="grid gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {section.title}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {section.orders.map((order) => (
              <li key={order.id}>
                <CustomerOrderCard order={order} now={now} onSelect={onSelect} canPay={canPay} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// accounts spec 2.7: customer mode is a list; vendor mode is one column per active status, with
// the next status action on every card.
const CustomerList = (props: OrderBoardViewProps) => <OrderList {...props} canPay />;
const PlainList = (props: OrderBoardViewProps) => <OrderList {...props} canPay={false} />;

/** accounts spec 2.7: summary tiles, then the orders in the chosen mode. */
export function OrderBoard({
  mode,
  orders,
  onSelect,
  vendorView,
  prepMinutes = 0,
}: OrderBoardProps) {
  // pickup countdowns and the time-based tiles tick every 30 s
  const now = useNow();
  const View = mode === 'customer' ? CustomerList : (vendorView ?? PlainList);
  return (
    <div className="grid gap-6">
      <SummaryTiles mode={mode} stats={boardStats(orders, now, prepMinutes)} />
      {orders.length === 0 ? (
        <EmptyBoard mode={mode} />
      ) : (
        <View orders={orders} now={now} onSelect={onSelect} prepMinutes={prepMinutes} />
      )}
    </div>
  );
}
