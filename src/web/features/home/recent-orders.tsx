import { Link } from 'wouter';
import { Receipt, RotateCcw } from 'lucide-react';
import { formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { useRecentOrders } from '../orders/api';
import { LoadError } from '../../components/load-error';
import { RecentOrderCardsSkeleton, RecentOrdersSection } from './recent-orders-section';
import { useReorder } from './use-reorder';
import { CartSwitchDialog } from '../vendors/cart-switch-dialog';
import { dateFormatter } from '../../lib/format';

export const RECENT_ORDERS_SHOWN = 3;

function itemsSummary(order: OrderView): string {
  return order.items.map((item) => `${item.quantity}× ${item.name}`).join(', ');
}

function orderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormatter(undefined, { month: 'short', day: 'numeric' }).format(date);
}

/** customer spec 2, Home: the caller's last paid orders, each with Reorder. */
export function RecentOrders() {
  const orders = useRecentOrders();
  const { reorder, pendingOrderId, cartSwitch } = useReorder();
  return (
    <RecentOrdersSection>
      {orders.isPending ? (
        <RecentOrderCardsSkeleton />
      ) : orders.isError ? (
        <LoadError title="We couldn't load your recent orders" query={orders} />
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
          <Receipt className="size-8 text-muted-foreground" aria-hidden />
          <p className="font-semibold">No recent orders yet</p>
          <p className="text-sm text-muted-foreground">
            Your paid orders show up here so you can reorder in one tap.
          </p>
          <Button asChild variant="outline" className="mt-1">
            <Link href="/search">Browse vendors</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-2">
          {orders.data.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
            <li
              key={order.id}
              className="flex min-h-28 items-center gap-3 rounded-2xl border border-border bg-card p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{order.vendorName}</p>
                <p className="line-clamp-2 text-sm text-muted-foreground">{itemsSummary(order)}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {orderDate(order.createdAt)}
                  {orderDate(order.createdAt) ? ' · ' : ''}
                  <span className="font-semibold text-foreground">
                    {formatMoney(order.totalCents)}
                  </span>
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => void reorder(order)}
                disabled={pendingOrderId !== null}
                aria-label={`Reorder from ${order.vendorName}`}
              >
                <RotateCcw className={pendingOrderId === order.id ? 'animate-spin' : undefined} />
                {pendingOrderId === order.id ? 'Loading...' : 'Reorder'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CartSwitchDialog {...cartSwitch} />
    </RecentOrdersSection>
  );
}
