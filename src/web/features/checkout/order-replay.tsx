import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { orderAnswerSchema, type OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import {
  QUEUE_FAILURE_EVENT,
  QUEUE_SUCCESS_EVENT,
  type QueueSuccessDetail,
} from '../../lib/offline/offline-queue';
import { isOrderPlacement, onOrderPlacementReplay } from './order-placement-replay';

// An order placed with no signal waits on the phone; payment never runs from the queue.
// When the order reaches the server, the customer is asked to pay for it.

export const ORDER_SAVED_TITLE = 'Order saved on this phone';
export const ORDER_SAVED_MESSAGE =
  "We'll send it when you're back online, then ask you to pay. Nothing is charged until you pay.";
export const orderPlacedTitle = (orderId: number) =>
  `Order #${orderId} placed - pay now to confirm it`;
/** Long enough to reach for the phone and tap 'Pay now'. */
const PAY_NOW_TOAST_MS = 15_000;

type ReplayHandlers = {
  onPlaced?: (order: OrderView) => void;
  onFailed?: (message: string) => void;
};

/** Calls back when a queued POST /api/orders is replayed (shared protocol point 4). */
export function useOrderReplays(handlers: ReplayHandlers, isListening = true) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!isListening) return;
    const stopSuccess = onOrderPlacementReplay(QUEUE_SUCCESS_EVENT, (detail) => {
      const order = placedOrderOf(detail);
      if (order) latest.current.onPlaced?.(order);
    });
    const stopFailure = onOrderPlacementReplay(QUEUE_FAILURE_EVENT, (detail) =>
      latest.current.onFailed?.(detail.message),
    );
    return () => {
      stopSuccess();
      stopFailure();
    };
  }, [isListening]);
}

/** The order a replayed write placed, when it was POST /api/orders (shared protocol point 4). */
export function placedOrderOf(detail: QueueSuccessDetail): OrderView | null {
  if (!isOrderPlacement(detail)) return null;
  const order = orderAnswerSchema.safeParse(detail.body);
  return order.success ? order.data : null;
}

/**
 * Asks to pay for an order the queue placed (the existing complete-payment path); `description`
 * says what the rest of the replay did. The replay's one toast, so nothing replaces it.
 */
export function showOrderPlacedToast(order: OrderView, description?: string) {
  const notice = toast({
    title: orderPlacedTitle(order.id),
    description,
    variant: 'success',
    duration: PAY_NOW_TOAST_MS,
    action: (
      <Button asChild size="sm" variant="accent" className="shrink-0 self-center">
        <Link href={`/checkout?orderId=${order.id}`} onClick={() => notice.dismiss()}>
          Pay now
        </Link>
      </Button>
    ),
  });
}
