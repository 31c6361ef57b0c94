// "Ready-to-phone": how long after the vendor's PATCH of an order's status the customer's phone
// has the news, on its live socket (the socket and push benches) and through its push service
// (the push bench), each arrival timed from the same PATCH.
import type { OrderStatus } from '../../src/contract/order-status';
import { call, openSocket, type Call } from './app-client';
import type { RecordedResponse } from './processes';
import { percentile } from './report';

/** The vendor's steps from a paid order to one ready for pickup. */
export const STEPS = ['confirmed', 'preparing', 'ready'] as const satisfies OrderStatus[];

/** Waits for the arrival `key` picks out, 10 s at most; `what` names it in the error. */
export function waiter(what: string) {
  const waiting = new Map<string, (at: number) => void>();
  return {
    expect(key: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${what} ${key}`)), 10_000);
        waiting.set(key, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    receive(key: string, at: number) {
      waiting.get(key)?.(at);
      waiting.delete(key);
    },
  };
}

export type Spread = { p50: number; p99: number; max: number; count: number };
export const spread = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    count: sorted.length,
  };
};

/**
 * Every status change of every order: from sending the vendor's PATCH (to `patchOrigin`) until
 * the customer's socket (on `socketOrigin`) has the order_update (`latencies`), and until the
 * arrival `alsoArrives` promises for that change, if any (`alsoLatencies`; asked before the PATCH
 * is sent). Also returns one PATCH answer and one message as sent, for a baseline to copy.
 */
export async function readyToPhone(options: {
  patchOrigin: string;
  socketOrigin: string;
  customer: string;
  vendor: string;
  orderIds: number[];
  alsoArrives?: (orderId: number, status: OrderStatus) => Promise<number> | undefined;
}) {
  const messages = waiter('socket message');
  let sample = '';
  const socket = await openSocket(options.socketOrigin, options.customer, (message, at) => {
    if (message.type !== 'order_update') return;
    sample ||= JSON.stringify(message);
    messages.receive(`${message.data.orderId}:${message.data.status}`, at);
  });
  const latencies: number[] = [];
  const alsoLatencies: number[] = [];
  let answer: Call | undefined;
  try {
    for (const orderId of options.orderIds) {
      for (const status of STEPS) {
        const received = messages.expect(`${orderId}:${status}`);
        const alsoReceived = options.alsoArrives?.(orderId, status);
        const sent = performance.now();
        answer = await call(
          options.patchOrigin,
          'PATCH',
          `/api/vendor/orders/${orderId}`,
          options.vendor,
          {
            status,
          },
        );
        latencies.push((await received) - sent);
        if (alsoReceived) alsoLatencies.push((await alsoReceived) - sent);
      }
    }
  } finally {
    socket.close();
  }
  if (!answer) throw new Error('no orders');
  const response: RecordedResponse = {
    status: answer.status,
    headers: answer.headers,
    body: answer.body,
  };
  return { latencies, alsoLatencies, response, message: sample };
}
