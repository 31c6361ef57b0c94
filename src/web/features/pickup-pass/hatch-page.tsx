import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import type { OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { useScreenWakeLock } from '../../hooks/use-screen-wake-lock';
import { errorMessage } from '../../lib/api';
import { useConnection } from '../../lib/offline/use-connection';
import { useOrders } from '../orders/api';
import { useBackToOrders } from '../orders/use-back-to-orders';
import { useReadySeen } from '../orders/use-ready-seen';
import { HatchTicket, type HatchFacts } from './hatch-ticket';
import { NO_PASS_MESSAGE, usePickupPass } from './pass-parts';

function StateMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-md flex-1 content-center gap-4 px-5 pb-10 text-center">
      <h1 className="text-3xl font-black">{title}</h1>
      {children}
    </div>
  );
}

const ordersLink = (text: string) => (
  <Link href="/orders" className="text-lg font-bold underline underline-offset-4">
    {text}
  </Link>
);

/** What the screen says of an order it cannot show at the hatch. */
function notShownTitle(orderId: number, order: Pick<OrderView, 'status'> | undefined) {
  if (order?.status === 'completed') return `Order #${orderId} has been picked up`;
  if (order?.status === 'cancelled') return `Order #${orderId} was cancelled`;
  return `Order #${orderId} is not ready yet`;
}

function notShownText(order: Pick<OrderView, 'status'> | undefined) {
  if (!order) return 'It was not ready when this phone last had signal.';
  if (order.status === 'completed' || order.status === 'cancelled') return 'Nothing to collect.';
  return 'Your pickup code shows here once the vendor has it ready. We will let you know.';
}

/**
 * The ready order to show, from the order list when it has loaded, else (no signal, or still
 * loading) from the pass saved on the phone once it carries a pickup code.
 */
function hatchFacts(
  order: OrderView | undefined,
  isListLoaded: boolean,
  { pass, isFetching }: Pick<ReturnType<typeof usePickupPass>, 'pass' | 'isFetching'>,
): HatchFacts | null {
  if (order?.status === 'ready' && order.pickupCode)
    return {
      orderNumber: order.id,
      pickupCode: order.pickupCode,
      vendorName: order.vendorName,
      vendorLocation: order.vendorLocation ?? pass?.vendorLocation ?? null,
      pass: pass?.pass.pickupCode === order.pickupCode ? pass : undefined,
      isPassLoading: isFetching,
    };
  if (isListLoaded || !pass?.pass.pickupCode) return null;
  return {
    orderNumber: pass.pass.orderNumber,
    pickupCode: pass.pass.pickupCode,
    vendorName: pass.pass.vendorName,
    vendorLocation: pass.vendorLocation ?? null,
    pass,
    isPassLoading: false,
  };
}

/** Every state but the ticket: not ready, not found, offline with no pass, failed, loading. */
function HatchState({
  orderId,
  order,
  orders,
  hasPass,
}: {
  orderId: number;
  order: OrderView | undefined;
  orders: ReturnType<typeof useOrders>;
  hasPass: boolean;
}) {
  const { isOnline } = useConnection();
  if (order || (hasPass && !orders.data))
    return (
      <StateMessage title={notShownTitle(orderId, order)}>
        <p className="text-lg">{notShownText(order)}</p>
        {ordersLink('See your order')}
      </StateMessage>
    );
  if (orders.data)
    return (
      <StateMessage title="Order not found">
        <p className="text-lg">
          Order #{orderId} is not one of your orders. Check the link, or find it in your orders.
        </p>
        {ordersLink('Your orders')}
      </StateMessage>
    );
  // with no signal the list's read fails or waits, and the phone has no pass to show meanwhile
  if (!isOnline)
    return (
      <StateMessage title="You're offline">
        <p className="text-lg">{NO_PASS_MESSAGE}</p>
      </StateMessage>
    );
  if (orders.isError)
    return (
      <StateMessage title="We couldn't load this order">
        <p className="text-lg">{errorMessage(orders.error, 'The signal may be weak here.')}</p>
        <Button
          size="lg"
          onClick={() => void orders.refetch()}
          className="mx-auto bg-black text-white hover:bg-black/85"
        >
          Try again
        </Button>
      </StateMessage>
    );
  return (
    <StateMessage title={`Opening order #${orderId}`}>
      <p role="status" className="text-lg">
        Loading your order...
      </p>
    </StateMessage>
  );
}

/** Escape closes the screen, as its Close button does. */
function useEscapeCloses(close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The full screen a customer shows the vendor at the pickup hatch for a ready order: from the
 * pass saved on the phone, so it opens with no signal; the order list, when it loads, says
 * whether the order is ready and fetches a pass the phone lacks. Keeps the screen on.
 */
export function HatchPage() {
  const { id } = useParams<{ id?: string }>();
  const orderId = Number(id);
  const orders = useOrders();
  const order = orders.data?.find((candidate) => candidate.id === orderId);
  const passQuery = usePickupPass(orderId, { order, canFetch: order?.status === 'ready' });
  const facts = hatchFacts(order, orders.data !== undefined, passQuery);
  const isShown = facts !== null;
  const close = useBackToOrders();
  useEscapeCloses(close);
  useScreenWakeLock(isShown);
  // shown at the hatch, the ready order has been seen: it is not pushed again
  const shownOrders = useMemo(() => (isShown && order ? [order] : undefined), [isShown, order]);
  useReadySeen(shownOrders);

  return (
    <main id="main" className="flex min-h-dvh flex-col bg-white text-black">
      <div className="flex items-center justify-between gap-3 p-3 sm:p-4">
        <Button
          variant="outline"
          size="lg"
          onClick={close}
          className="border-2 border-black px-4 text-black hover:bg-black/10"
        >
          <X aria-hidden />
          Close
        </Button>
        <p className="text-sm font-bold uppercase tracking-[0.15em] sm:text-base">
          Show at the hatch
        </p>
      </div>
      {facts ? (
        <HatchTicket facts={facts} />
      ) : (
        <HatchState
          orderId={orderId}
          order={order}
          orders={orders}
          hasPass={passQuery.pass !== undefined}
        />
      )}
    </main>
  );
}
