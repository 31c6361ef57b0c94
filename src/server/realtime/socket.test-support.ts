import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_PATH, type ServerSocketMessage } from '../../contract/notifications';
import type { OrderView } from '../../contract/orders';
import { TEST_ORIGIN } from '../../test/test-app';
import { postOrder, seededMenu } from '../features/orders/orders.test-support';
import { confirmBody } from '../features/payments/payments.test-support';
import { callApi } from '../features/vendor/vendor.test-support';
import type { Database } from '../db/client';

// Shared by the socket tests and the latency bench (not a test file itself).

export type TestSocket = {
  ws: WebSocket;
  messages: ServerSocketMessage[];
  /** The first message (already received or still to come) that matches. */
  waitFor: (
    match: (message: ServerSocketMessage) => boolean,
    timeoutMs?: number,
  ) => Promise<ServerSocketMessage>;
  closed: Promise<{ code: number; reason: string }>;
  send: (message: object | string) => void;
  close: () => void;
};

export function socketUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}${SOCKET_PATH}`;
}

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(
  app: FastifyInstance,
  options: { cookie?: string; origin?: string | null } = {},
): Promise<TestSocket> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  const ws = new WebSocket(socketUrl(app), { headers });
  const messages: ServerSocketMessage[] = [];
  const waiters = new Set<{
    match: (message: ServerSocketMessage) => boolean;
    resolve: (message: ServerSocketMessage) => void;
  }>();
  ws.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString('utf8')) as ServerSocketMessage;
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code: number, reason: Buffer) =>
      resolve({ code, reason: reason.toString('utf8') }),
    );
  });
  const socket: TestSocket = {
    ws,
    messages,
    closed,
    // generous by default: these waits prove a message arrives, not how fast (the latency
    // checks pass their own limit), and a busy machine must not turn them into failures
    waitFor: (match, timeoutMs = 15_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (message: ServerSocketMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching socket message in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => {
      reject(new Error(`upgrade refused: ${response.statusCode}`));
      ws.terminate();
    });
    ws.once('error', reject);
    ws.once('open', () => resolve(socket));
  });
}

/** Resolves to the refused upgrade's HTTP status (fails when the upgrade succeeds). */
export async function refusedStatus(
  app: FastifyInstance,
  options: { cookie?: string; origin?: string | null } = {},
): Promise<number> {
  try {
    const socket = await openSocket(app, options);
    socket.close();
  } catch (error) {
    const match = /upgrade refused: (\d+)/.exec(String(error));
    if (match?.[1]) return Number(match[1]);
    throw error;
  }
  throw new Error('the upgrade was accepted');
}

/** An order of one burger from vendor 1 (Curtain Call Burgers), placed through the API. */
export async function placeOrder(
  app: FastifyInstance,
  db: Database,
  customer: string,
): Promise<OrderView> {
  const menu = await seededMenu(db);
  const burger = menu('Encore Smash Burger');
  const response = await postOrder(app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 2 }],
    pickupTime: 'asap',
  });
  expect(response.statusCode).toBe(201);
  return response.json<OrderView>();
}

/** Pays through the demo payment API (set demo_payment_delay to '0' first). */
export async function payOrder(
  app: FastifyInstance,
  customer: string,
  order: OrderView,
): Promise<void> {
  const intent = await callApi(app, 'POST', '/api/payments/demo/create-intent', customer, {
    amount: order.totalCents / 100,
    orderId: order.id,
  });
  expect(intent.statusCode).toBe(200);
  const paymentIntentId = intent.json<{ paymentIntentId: string }>().paymentIntentId;
  const confirmed = await callApi(
    app,
    'POST',
    '/api/payments/demo/confirm',
    customer,
    confirmBody(paymentIntentId),
  );
  expect(confirmed.statusCode).toBe(200);
}

/** `placeOrder`, then `payOrder`: the order the vendor is told of ('New order #...'). */
export async function placePaidOrder(
  app: FastifyInstance,
  db: Database,
  customer: string,
): Promise<OrderView> {
  const order = await placeOrder(app, db, customer);
  await payOrder(app, customer, order);
  return order;
}

export const isOrderUpdate = (orderId: number, status?: string) => (message: ServerSocketMessage) =>
  message.type === 'order_update' &&
  message.data.orderId === orderId &&
  (status === undefined || message.data.status === status);

export const isNotification = (title: string) => (message: ServerSocketMessage) =>
  message.type === 'notification' && message.data.title === title;
