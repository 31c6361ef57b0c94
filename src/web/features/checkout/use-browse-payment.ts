import { useRef, useState } from 'react';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import type { CardFormValues } from '../../../contract/payments';
import { toast } from '../../components/ui/use-toast';
import {
  apiErrorCode,
  newIdempotencyKey,
  paymentFailureMessage,
  priceChangedQuote,
  serverMessage,
  useConfirmPayment,
  useCreateIntent,
  usePlaceOrder,
  type BrowseOrderBody,
  type PaymentIntent,
} from './api';

/** Failures after which the same intent can be confirmed again (the card was the problem). */
const CARD_PROBLEMS = ['PAYMENT_DECLINED', 'INVALID_CARD', 'VALIDATION_FAILED'];

export type BrowsePaymentOptions = {
  /** Paying for an order placed earlier (/checkout?orderId=ID) instead of the cart. */
  existingOrder?: OrderView | null;
  /** Sent as `cart` when the intent is created. */
  cart: unknown;
  onPriceChanged: (quote: OrderQuote) => void;
  onPaid: (order: OrderView) => void;
};

/**
 * customer spec 2 and 4 'Checkout' (browse flow): place the order, create its payment intent,
 * confirm the card. A failed payment keeps the order and its intent, so trying again never
 * places a second order. Each distinct order body gets its own Idempotency-Key; retrying the
 * same body reuses it, so a lost answer cannot double-order either.
 */
export function useBrowsePayment({
  existingOrder = null,
  cart,
  onPriceChanged,
  onPaid,
}: BrowsePaymentOptions) {
  const placeOrder = usePlaceOrder();
  const createIntent = useCreateIntent();
  const confirmPayment = useConfirmPayment();
  const [placedOrder, setPlacedOrder] = useState<OrderView | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const intentRef = useRef<PaymentIntent | null>(null);
  const order = existingOrder ?? placedOrder;

  function succeed(target: OrderView) {
    toast({
      title: 'Payment Successful',
      description: 'Your order has been confirmed!',
      variant: 'success',
    });
    onPaid(target);
  }

  async function ensureOrder(body: BrowseOrderBody | null): Promise<OrderView | null> {
    if (order) return order;
    if (!body) return null;
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: newIdempotencyKey(), body: text };
    try {
      const created = await placeOrder.mutateAsync({ body, idempotencyKey: attempt.current.key });
      setPlacedOrder(created);
      return created;
    } catch (error) {
      const quote = priceChangedQuote(error);
      if (quote) {
        onPriceChanged(quote);
        return null;
      }
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to initialize checkout'),
        variant: 'destructive',
      });
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
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to initialize checkout'),
        variant: 'destructive',
      });
      return null;
    }
  }

  /** The card form's submit: never throws, every failure ends in a toast. */
  async function pay(values: CardFormValues, body: BrowseOrderBody | null): Promise<void> {
    const target = await ensureOrder(body);
    if (!target) return;
    const intent = await ensureIntent(target);
    if (!intent) return;
    try {
      await confirmPayment.mutateAsync({ intent, values });
      succeed(target);
    } catch (error) {
      // anything but a card problem (e.g. the order total changed): start a fresh intent next time
      if (!CARD_PROBLEMS.includes(apiErrorCode(error) ?? '')) intentRef.current = null;
      toast({
        title: 'Payment Failed',
        description: paymentFailureMessage(error, 'An unexpected error occurred'),
        variant: 'destructive',
      });
    }
  }

  return {
    pay,
    /** The order this checkout pays for, once placed (or the existing one). */
    order,
    isProcessing: placeOrder.isPending || createIntent.isPending || confirmPayment.isPending,
  };
}
