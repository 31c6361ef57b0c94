// kill -9 under load, the customers' side: each customer places and
// pays orders one after another, every order under its own Idempotency-Key, until the server is
// killed; after the restart every order whose request got no answer is sent on from that request,
// the order itself with the same key and body, as a phone retrying would.
import { randomUUID } from 'node:crypto';
import { confirmBody } from '../../src/test/demo-payment';
import { call, HttpStatusError } from './app-client';

export type DrillCustomer = { cookie: string; userId: number };

/** One order of the drill and how far the server acknowledged it. */
export type DrillOrder = {
  round: number;
  key: string;
  userId: number;
  cookie: string;
  /** Set once the server acknowledged the order (2xx). */
  orderId?: number;
  totalCents?: number;
  paymentIntentId?: string;
  /** The confirm was acknowledged as succeeded. */
  isPaid: boolean;
  /** A request of this order got no answer and was sent again after the restart. */
  isRetried: boolean;
  /** An answer that was an error; the order goes no further. */
  error?: string;
};

type Outcome = 'done' | 'no answer' | 'error';

/** A request that got no answer within this long is counted as unanswered. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Attempts per order after the restart before it counts as unanswered for good. */
const RETRY_ATTEMPTS = 5;

/** Sends the order's remaining requests (place, payment intent, confirm). */
async function advance(origin: string, body: unknown, order: DrillOrder): Promise<Outcome> {
  const post = async (path: string, payload: unknown, idempotencyKey?: string) =>
    (
      await call(origin, 'POST', path, order.cookie, payload, {
        idempotencyKey,
        timeoutMs: REQUEST_TIMEOUT_MS,
      })
    ).json();
  try {
    if (order.orderId === undefined) {
      const placed = (await post('/api/orders', body, order.key)) as {
        id: number;
        totalCents: number;
      };
      order.orderId = placed.id;
      order.totalCents = placed.totalCents;
    }
    if (order.paymentIntentId === undefined) {
      const intent = (await post('/api/payments/demo/create-intent', {
        amount: (order.totalCents ?? 0) / 100,
        orderId: order.orderId,
      })) as { paymentIntentId: string };
      order.paymentIntentId = intent.paymentIntentId;
    }
    if (!order.isPaid) {
      const confirmed = (await post(
        '/api/payments/demo/confirm',
        confirmBody(order.paymentIntentId),
      )) as { payment_intent: { status: string } };
      order.isPaid = confirmed.payment_intent.status === 'succeeded';
      if (!order.isPaid) order.error = `confirm answered ${confirmed.payment_intent.status}`;
    }
    return order.error === undefined ? 'done' : 'error';
  } catch (error) {
    if (!(error instanceof HttpStatusError)) return 'no answer';
    order.error = error.message;
    return 'error';
  }
}

/**
 * Every customer places and pays orders in a loop (as many at once as there are customers) until
 * `crash` has been called, `crashAfterMs` after the start. Returns the orders of the round; those
 * with a request that got no answer are `unanswered`.
 */
export async function placeOrdersUntilCrash(options: {
  origin: string;
  customers: readonly DrillCustomer[];
  body: unknown;
  round: number;
  crashAfterMs: number;
  crash: () => Promise<void>;
}): Promise<{ orders: DrillOrder[]; unanswered: DrillOrder[] }> {
  const orders: DrillOrder[] = [];
  const unanswered: DrillOrder[] = [];
  let isCrashed = false;
  const crashed = new Promise((resolve) => setTimeout(resolve, options.crashAfterMs)).then(
    async () => {
      isCrashed = true;
      await options.crash();
    },
  );
  const customerLoop = async (customer: DrillCustomer) => {
    while (!isCrashed) {
      const order: DrillOrder = {
        round: options.round,
        key: randomUUID(),
        userId: customer.userId,
        cookie: customer.cookie,
        isPaid: false,
        isRetried: false,
      };
      orders.push(order);
      const outcome = await advance(options.origin, options.body, order);
      if (outcome === 'no answer') {
        unanswered.push(order);
        // nothing more to send until the server is back
        await crashed;
      }
    }
  };
  await Promise.all([crashed, ...options.customers.map(customerLoop)]);
  return { orders, unanswered };
}

/** Sends every unanswered order on from the request that got no answer, a few at a time. */
export async function retryUnanswered(
  origin: string,
  body: unknown,
  unanswered: readonly DrillOrder[],
  concurrency: number,
): Promise<void> {
  const queue = [...unanswered];
  const worker = async () => {
    for (let order = queue.shift(); order; order = queue.shift()) {
      order.isRetried = true;
      for (let attempt = 1; attempt <= RETRY_ATTEMPTS; attempt += 1) {
        if ((await advance(origin, body, order)) !== 'no answer') break;
        if (attempt === RETRY_ATTEMPTS) order.error = `no answer after ${attempt} retries`;
        else await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
