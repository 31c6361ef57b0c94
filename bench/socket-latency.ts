// How fast "your food is ready" reaches the customer: an in-process server over a fresh embedded
// database; a customer socket stays open while N orders are placed, paid and advanced by the
// vendor over loopback HTTP. For each vendor PATCH it records when the customer's socket receives
// the matching order_update. Usage: node --import tsx bench/socket-latency.ts (BENCH_ORDERS=200)
import { and, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { SOCKET_PATH, type ServerSocketMessage } from '../src/contract/notifications';
import { DEMO_PASSWORD } from '../src/contract/demo';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { menuItems, settings } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const STEPS = ['confirmed', 'preparing', 'ready'] as const;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const format = (value: number) => value.toFixed(2).padStart(8);
  return `p50 ${format(percentile(sorted, 0.5))} ms   p99 ${format(percentile(sorted, 0.99))} ms   max ${format(sorted[sorted.length - 1] ?? 0)} ms`;
}

async function main() {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await seedDemo(database.db);
  await database.db
    .insert(settings)
    .values({ key: 'demo_payment_delay', value: '0' })
    .onConflictDoUpdate({ target: settings.key, set: { value: '0' } });
  const config = loadConfig({
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    logger: false,
    rateLimits: { loginPerIp: { limit: 1e9, windowMs: 1000 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;

  const call = async (method: string, path: string, cookie: string, body?: object) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const login = async (email: string) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const customer = await login('customer@curtaincall.test');
  const vendor = await login('vendor@curtaincall.test');
  const [burger] = await database.db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.name, 'Encore Smash Burger'), eq(menuItems.isArchived, false)));
  if (!burger) throw new Error('no seeded burger');

  // the customer's phone
  const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}`, {
    headers: { cookie: customer },
  });
  const waiting = new Map<string, (at: number) => void>();
  socket.on('message', (raw: Buffer) => {
    const at = performance.now();
    const message = JSON.parse(raw.toString('utf8')) as ServerSocketMessage;
    if (message.type !== 'order_update') return;
    const key = `${message.data.orderId}:${message.data.status}`;
    waiting.get(key)?.(at);
    waiting.delete(key);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const fromResponse: number[] = [];
  const fromRequest: number[] = [];
  const readyFromResponse: number[] = [];
  const patchTimes: number[] = [];
  const started = performance.now();
  for (let index = 0; index < ORDERS; index += 1) {
    const order = await call('POST', '/api/orders', customer, {
      vendorId: burger.vendorId,
      items: [{ menuItemId: burger.id, quantity: 1 }],
      pickupTime: 'asap',
    });
    const orderId = Number(order.id);
    const intent = await call('POST', '/api/payments/demo/create-intent', customer, {
      amount: Number(order.totalCents) / 100,
      orderId,
    });
    await call('POST', '/api/payments/demo/confirm', customer, {
      payment_intent_id: intent.paymentIntentId,
      payment_method: {
        card: { number: '4242424242424242', exp_month: 12, exp_year: 40, cvc: '123' },
      },
      billing_details: {
        name: 'Alex Rivera',
        email: 'customer@curtaincall.test',
        address: {
          line1: '742 Haight St',
          city: 'San Francisco',
          state: 'CA',
          postal_code: '94117',
          country: 'US',
        },
      },
    });
    for (const status of STEPS) {
      const received = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no order_update ${status}`)), 5000);
        waiting.set(`${orderId}:${status}`, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const sent = performance.now();
      await call('PATCH', `/api/vendor/orders/${orderId}`, vendor, { status });
      const answered = performance.now();
      const at = await received;
      // the event is published before the PATCH answers: a negative value means the customer's
      // socket had the update before the vendor's screen had the response
      fromResponse.push(at - answered);
      fromRequest.push(at - sent);
      patchTimes.push(answered - sent);
      if (status === 'ready') readyFromResponse.push(at - answered);
    }
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(`\nsocket latency: ${ORDERS} orders, ${fromRequest.length} vendor status changes`);
  console.log(`  (${seconds.toFixed(1)} s, embedded PGlite, in-process bus, loopback)\n`);
  console.log(`  'ready' PATCH response -> customer order_update   ${summary(readyFromResponse)}`);
  console.log(`  any PATCH response -> customer order_update       ${summary(fromResponse)}`);
  console.log(`  any PATCH sent -> customer order_update           ${summary(fromRequest)}`);
  console.log(`  vendor PATCH round trip                           ${summary(patchTimes)}\n`);

  socket.close();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
