import { useEffect, useRef, useState } from 'react';
import type { CheckoutAttempt } from '../../../contract/cart';
import type { ErrorCode } from '../../../contract/errors';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import type { PaymentChoice } from '../../../contract/payments';
import { toast } from '../../components/ui/use-toast';
import {
  isNetworkFailure,
  paymentFailureMessage,
  priceChangedQuote,
  useConfirmPayment,
  useCreateIntent,
  usePlaceOrder,
  type BrowseOrderBody,
  type PaymentIntent,
} from './api';
import { cardProblems, type PaymentOutcome } from '../payments/card-problems';
import { slotFullError, type SlotFull } from './pickup-api';
import { useOfflineNotice } from './use-offline-notice';
import { apiErrorCode, errorMessage } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isQueuedReply } from '../../lib/offline/queued-reply';
import { ORDER_SAVED_MESSAGE, useOrderReplays } from './order-replay';

/** Failures after which the same intent can be confirmed again (the card was the problem). */
const CARD_PROBLEMS: readonly ErrorCode[] = [
  'PAYMENT_DECLINED',
  'INVALID_CARD',
  'VALIDATION_FAILED',
];

type StoredAttempt = Omit<CheckoutAttempt, 'cart'>;

export type BrowsePaymentOptions = {
  /** Paying for an order placed earlier (/checkout?orderId=ID) instead of the cart. */
  existingOrder?: OrderView | null;
  /** Sent as `cart` when the intent is created. */
  cart: unknown;
  /** The cart's stored attempt and how to keep it; otherwise kept for this screen. */
  attempt?: { stored: CheckoutAttempt | null; save: (attempt: StoredAttempt | null) => void };
  onPriceChanged: (quote: OrderQuote) => void;
  /** The chosen pickup slot filled up (409); nothing was placed, the cart stays. */
  onSlotFull?: (offer: SlotFull) => void;
  /** An item sold out (or left the menu) after it was priced; nothing was placed, the cart stays. */
  onItemsUnavailable?: () => void;
  onPaid: (order: OrderView) => void;
  /** The order turned out paid some other way (a lost answer, then a fresh look at the order). */
  isPaid?: boolean;
};

/**
 * customer spec 2 and 4 'Checkout' (browse flow): place the order, create its payment intent,
 * confirm the card. A failed payment keeps the order and its intent, so trying again never
 * places a second order. Each distinct order body gets its own Idempotency-Key; retrying the
 * same body reuses it, so a lost answer cannot double-order either. The attempt (key, body and
 * order id) is kept with the cart, so a reload mid-payment finds the same order.
 */
export function useBrowsePayment({
  existingOrder = null,
  cart,
  attempt,
  onPriceChanged,
  onSlotFull,
  onItemsUnavailable,
  onPaid,
  isPaid = false,
}: BrowsePaymentOptions) {
  const placeOrder = usePlaceOrder();
  const createIntent = useCreateIntent();
  const confirmPayment = useConfirmPayment();
  const offline = useOfflineNotice();
  const { clear: clearOfflineNotice } = offline;
  // a paid order has nothing left to retry, so no notice may still ask for one
  useEffect(() => {
    if (isPaid) clearOfflineNotice();
  }, [isPaid, clearOfflineNotice]);
  const [placedOrder, setPlacedOrder] = useState<OrderView | null>(null);
  // The order was queued offline; it is paid for once the queue has placed it
  const [isQueued, setIsQueued] = useState(false);
  useOrderReplays(
    {
      onPlaced: (replayed) => {
        setIsQueued(false);
        setPlacedOrder(replayed);
      },
      onFailed: () => setIsQueued(false),
    },
    isQueued,
  );
  const localAttempt = useRef<StoredAttempt | null>(null);
  const intentRef = useRef<PaymentIntent | null>(null);
  const order = existingOrder ?? placedOrder;

  function remember(next: StoredAttempt) {
    localAttempt.current = next;
    attempt?.save(next);
  }

  function succeed(target: OrderView) {
    offline.clear();
    const isCovered = target.totalCents === 0;
    toast({
      title: isCovered ? 'Order placed' : 'Payment Successful',
      description: isCovered
        ? 'Your meal ticket covered it. No card needed.'
        : 'Your order has been confirmed!',
      variant: 'success',
    });
    onPaid(target);
  }

  /** Network failures say 'offline' and keep everything for the retry; others toast. */
  function fail(error: unknown, title: string, fallback: string) {
    if (isNetworkFailure(error)) {
      offline.report();
      return;
    }
    toast({ title, description: fallback, variant: 'destructive' });
  }

  async function ensureOrder(body: BrowseOrderBody | null): Promise<OrderView | null> {
    if (order) return order;
    if (!body) return null;
    const text = JSON.stringify(body);
    const stored = attempt ? attempt.stored : localAttempt.current;
    const current =
      stored && stored.orderId === null && stored.body === text
        ? stored
        : { idempotencyKey: newIdempotencyKey(), body: text, orderId: null };
    // kept before sending: a reload before the answer resends the same key and body
    remember(current);
    try {
      const created = await placeOrder.mutateAsync({
        body,
        idempotencyKey: current.idempotencyKey,
      });
      if (isQueuedReply(created)) {
        setIsQueued(true);
        offline.report(ORDER_SAVED_MESSAGE);
        return null;
      }
      remember({ ...current, orderId: created.id });
      setPlacedOrder(created);
      return created;
    } catch (error) {
      const quote = priceChangedQuote(error);
      if (quote) {
        onPriceChanged(quote);
        return null;
      }
      const full = slotFullError(error);
      if (full && onSlotFull) {
        onSlotFull(full);
        return null;
      }
      if (apiErrorCode(error) === 'ITEM_UNAVAILABLE') onItemsUnavailable?.();
      fail(error, 'Error', errorMessage(error, 'Failed to initialize checkout'));
      return null;
    }
  }

  async function ensureIntent(target: OrderView): Promise<PaymentIntent | null> {
    if (intentRef.current?.orderId === target.id) return intentRef.current;
    try {
      intentRef.current = await createIntent.mutateAsync({ flow: 'browse', order: target, cart });
      return intentRef.current;
    } catch (error) {
      if (apiErrorCode(error) === 'ALREADY_PAID') {
        succeed(target);
        return null;
      }
      fail(error, 'Error', errorMessage(error, 'Failed to initialize checkout'));
      return null;
    }
  }

  /**
   * The card form's or the wallet's payment: never throws, every failure ends in a toast; the
   * card's own problems are returned for the form to show at their fields.
   */
  async function pay(choice: PaymentChoice, body: BrowseOrderBody | null): Promise<PaymentOutcome> {
    if (!navigator.onLine) {
      // With no signal a new order waits in the offline queue; its payment never does
      if (order || !body) offline.report();
      else await ensureOrder(body);
      return;
    }
    offline.clear();
    const target = await ensureOrder(body);
    if (!target) return;
    const intent = await ensureIntent(target);
    if (!intent) return;
    try {
      await confirmPayment.mutateAsync({ intent, choice });
      succeed(target);
      return { isPaid: true };
    } catch (error) {
      if (isNetworkFailure(error)) {
        // the confirm may have reached the server: retry the same intent, which never pays twice
        offline.report();
        return;
      }
      // anything but a card problem (e.g. the order total changed): start a fresh intent next time
      const code = apiErrorCode(error);
      if (!code || !CARD_PROBLEMS.includes(code)) intentRef.current = null;
      const message = paymentFailureMessage(error, 'An unexpected error occurred');
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      return { isPaid: false, problems: cardProblems(error, message) };
    }
  }

  /**
   * accounts spec 3: an order its meal ticket pays in full is placed paid by the server, so no
   * card step. Never throws, like `pay`.
   */
  async function placeCovered(body: BrowseOrderBody | null): Promise<void> {
    if (!navigator.onLine) {
      offline.report();
      return;
    }
    offline.clear();
    const target = await ensureOrder(body);
    // an order that still has something to pay shows the card form instead
    if (target?.paymentStatus === 'paid') succeed(target);
  }

  return {
    pay,
    placeCovered,
    /** The order this checkout pays for, once placed (or the existing one). */
    order,
    isProcessing: placeOrder.isPending || createIntent.isPending || confirmPayment.isPending,
    /** The order waits on the phone for a connection; no payment until it is placed. */
    isQueued,
    /** The last attempt found no connection; cleared when the browser is back online. */
    isOffline: offline.isOffline,
  };
}
