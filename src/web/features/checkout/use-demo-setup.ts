import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicUser } from '../../../contract/auth';
import type { CartLine } from '../../../contract/cart';
import { centsToDecimal } from '../../../contract/money';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import { priceOrder } from '../../../contract/pricing';
import { toast } from '../../components/ui/use-toast';
import { useCart } from '../cart/cart-provider';
import {
  priceChangedQuote,
  useCreateIntent,
  usePlaceOrder,
  type DemoOrderBody,
  type PaymentIntent,
} from './api';
import { errorMessage } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isQueuedReply, type QueuedReply } from '../../lib/offline/queued-reply';
import { useOrderReplays } from './order-replay';
import { quotedLine } from './quoted-lines';

// customer spec 3 and 9: the demo order's pickup is 30 minutes after it is created, or the
// vendor's prep time when that is longer (the server never schedules sooner than the kitchen can).
export const DEMO_PICKUP_MINUTES = 30;

/** Minutes ahead the demo order asks for: 30, or the vendor's longer prep time. */
export function demoPickupMinutes(prepMinutes: number | null | undefined): number {
  const prep = typeof prepMinutes === 'number' && Number.isFinite(prepMinutes) ? prepMinutes : 0;
  return Math.max(DEMO_PICKUP_MINUTES, prep);
}

const SETUP_FAILED = 'Failed to initialize demo checkout. Please try again.';

export type DemoSetup =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderView; intent: PaymentIntent }
  | { status: 'error'; message: string }
  /** The order waits on the phone for a connection; no payment until it is placed. */
  | { status: 'queued' };

/** customer spec 3: the demo payload; 5 % service fee and 8 % tax as 2-decimal strings. */
export function demoOrderBody(
  user: Pick<PublicUser, 'id'>,
  vendorId: number,
  items: CartLine[],
  now: Date,
  quote?: OrderQuote,
  prepMinutes?: number | null,
  vendorRating = 0,
): DemoOrderBody {
  const lines = items.map((line, index) => {
    const quoted = quotedLine(quote, line, index);
    return quoted ? { ...line, price: quoted.unitPriceCents / 100 } : line;
  });
  const figures = priceOrder(
    lines.map((line) => ({
      unitPriceCents: Math.round(line.price * 100),
      quantity: line.quantity,
    })),
    'demo',
    // the server applies the vendor's '20% OFF' (customer spec 2, Search); so does the estimate
    { rating: vendorRating },
  );
  return {
    userId: user.id,
    vendorId,
    status: 'pending',
    totalAmount: quote?.total ?? centsToDecimal(figures.totalCents),
    serviceFee: quote?.serviceFee ?? centsToDecimal(figures.serviceFeeCents),
    tax: quote?.tax ?? centsToDecimal(figures.taxCents),
    pickupTime: new Date(
      now.getTime() + demoPickupMinutes(quote?.prepMinutes ?? prepMinutes) * 60_000,
    ).toISOString(),
    items: lines,
  };
}

/**
 * customer spec 2 'Demo checkout': creates the order and its payment intent once. StrictMode
 * runs effects twice, so a ref guards the start; the order body and its Idempotency-Key are kept,
 * so 'Try Again' after a lost answer gets the same order back instead of a second one.
 */
export function useDemoSetup(user: PublicUser | null, vendorId: number | null, items: CartLine[]) {
  const [setup, setSetup] = useState<DemoSetup>({ status: 'loading' });
  const hasStarted = useRef(false);
  const attempt = useRef<{ key: string; body: DemoOrderBody } | null>(null);
  const createdOrder = useRef<OrderView | null>(null);
  const { mutateAsync: placeOrder } = usePlaceOrder();
  const { mutateAsync: createIntent } = useCreateIntent();
  const cartVendor = useCart().vendor;
  const cartPrep = cartVendor?.estimatedPrepTime;
  const prepMinutes = typeof cartPrep === 'number' ? cartPrep : null;
  const rating = typeof cartVendor?.rating === 'number' ? cartVendor.rating : 0;

  const createOrder = useCallback(
    async (signedIn: PublicUser, vendor: number): Promise<OrderView | QueuedReply> => {
      attempt.current ??= {
        key: newIdempotencyKey(),
        body: demoOrderBody(signedIn, vendor, items, new Date(), undefined, prepMinutes, rating),
      };
      try {
        return await placeOrder({
          body: attempt.current.body,
          idempotencyKey: attempt.current.key,
        });
      } catch (error) {
        const quote = priceChangedQuote(error);
        if (!quote) throw error;
        // nothing was shown yet: order again, once, at the vendor's current prices
        attempt.current = {
          key: newIdempotencyKey(),
          body: demoOrderBody(signedIn, vendor, items, new Date(), quote),
        };
        toast({
          title: 'Prices Updated',
          description: 'The order uses the vendor\u2019s current prices.',
        });
        return placeOrder({ body: attempt.current.body, idempotencyKey: attempt.current.key });
      }
    },
    [items, placeOrder, prepMinutes, rating],
  );

  const run = useCallback(async () => {
    if (!user || vendorId === null) return;
    try {
      if (!createdOrder.current) {
        const answer = await createOrder(user, vendorId);
        if (isQueuedReply(answer)) return setSetup({ status: 'queued' });
        createdOrder.current = answer;
      }
      const order = createdOrder.current;
      const intent = await createIntent({ flow: 'demo', order, cart: items });
      setSetup({ status: 'ready', order, intent });
    } catch (error) {
      const message = errorMessage(error, SETUP_FAILED);
      setSetup({ status: 'error', message });
      toast({ title: 'Setup Error', description: message, variant: 'destructive' });
    }
  }, [user, vendorId, items, createOrder, createIntent]);

  useEffect(() => {
    if (hasStarted.current || !user || vendorId === null || items.length === 0) return;
    hasStarted.current = true;
    void run();
  }, [user, vendorId, items.length, run]);

  // the queue placed the order: on to its payment; refused: the cart is kept, try again
  useOrderReplays(
    {
      onPlaced: (order) => {
        createdOrder.current = order;
        void run();
      },
      onFailed: (message) => setSetup({ status: 'error', message }),
    },
    setup.status === 'queued',
  );

  const retry = () => {
    setSetup({ status: 'loading' });
    void run();
  };
  return { setup, retry };
}
