import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useReturnFocus } from '../../lib/return-focus';
import { HatchPage } from '../pickup-pass/hatch-page';
import { SavedPassesList } from '../pickup-pass/saved-passes-list';
import { PickupPassProvider } from '../pickup-pass/pickup-pass-provider';
import { useKeepPickupPasses } from '../pickup-pass/use-keep-passes';
import { useOrders } from './api';
import { OrderBoard } from './order-board';
import { OrderTrackingModal } from './order-tracking-modal';
import { useReadySeen } from './use-ready-seen';

function BoardSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading your orders">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} className="h-24" />
        ))}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} className="h-40" />
        ))}
      </div>
    </div>
  );
}

/**
 * accounts spec 2.6: the customer's orders on the order board (customer mode). At
 * /orders/{id}/pass that order's pickup pass opens over it, from the phone's copy; at
 * /orders/{id}/hatch this screen is the order's hatch screen instead (full screen, app/routes).
 */
export function OrdersPage() {
  const { id, view } = useParams<{ id?: string; view?: string }>();
  const passId = view === 'pass' ? Number(id) : null;
  const [, navigate] = useLocation();
  // back from an order's hatch screen: focus returns to the button that opened it
  useReturnFocus();
  if (view === 'hatch') return <HatchPage />;
  return (
    <PickupPassProvider
      routeOrderId={passId}
      onClosed={() => {
        if (passId !== null) navigate('/orders', { replace: true });
      }}
    >
      <OrdersBoard />
    </PickupPassProvider>
  );
}

function OrdersBoard() {
  const orders = useOrders();
  useKeepPickupPasses(orders.data);
  useReadySeen(orders.data);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const refresh = () => void orders.refetch();
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Your Orders</h1>
          <p className="text-muted-foreground">Track your order status and pickup times</p>
        </div>
        {orders.data ? (
          <Button
            variant="outline"
            size="icon"
            onClick={refresh}
            disabled={orders.isFetching}
            aria-label="Refresh orders"
          >
            <RefreshCw className={cn(orders.isFetching && 'animate-spin')} aria-hidden />
          </Button>
        ) : null}
      </header>

      {orders.data ? (
        <OrderBoard mode="customer" orders={orders.data} onSelect={setSelectedId} />
      ) : orders.isError ? (
        <>
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card px-6 py-10 text-center"
          >
            <p className="text-lg font-semibold">We couldn't load your orders</p>
            <p className="text-sm text-muted-foreground">
              The signal may be weak here. Your orders are safe; try again in a moment.
            </p>
            <Button size="lg" onClick={refresh}>
              Try again
            </Button>
          </div>
          <SavedPassesList />
        </>
      ) : (
        <BoardSkeleton />
      )}

      {selectedId !== null ? (
        <OrderTrackingModal orderId={selectedId} role="user" onClose={() => setSelectedId(null)} />
      ) : null}
    </div>
  );
}
