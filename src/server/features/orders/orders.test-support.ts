import type { FastifyInstance } from 'fastify';
import { minutesFromNow } from '../../../test/clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import { menuItems, users, vendors } from '../../db/schema';
import { createMemoryBus, type BusEvent } from '../../realtime/bus';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { CUSTOMER_EMAIL } from '../../../test/demo-payment';

// Shared by the orders test files (not a test file itself).

export type SeedMenuItem = { id: number; vendorId: number; priceCents: number };

/** Seeded menu items by name, e.g. items.get('Encore Smash Burger'). */
export async function seededMenu(db: Database): Promise<(name: string) => SeedMenuItem> {
  const rows = await db.select().from(menuItems);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return (name) => {
    const row = byName.get(name);
    if (!row) throw new Error(`no seeded menu item ${name}`);
    return { id: row.id, vendorId: row.vendorId, priceCents: row.priceCents };
  };
}

function recordingBus(published: BusEvent[]) {
  const bus = createMemoryBus();
  bus.subscribe((event) => published.push(event));
  return bus;
}

/**
 * The app over fresh demo data with the demo customer signed in (its cookie and user id), and
 * the seeded menu by name.
 * With `published`, every event the app publishes is kept there (a test empties it).
 */
export async function startAsCustomer({ published }: { published?: BusEvent[] } = {}): Promise<{
  harness: TestApp;
  customer: string;
  customerId: number;
  menu: (name: string) => SeedMenuItem;
}> {
  const harness = await createTestApp(published ? { bus: recordingBus(published) } : {});
  const { db } = harness.database;
  return {
    harness,
    customer: await login(harness.app, CUSTOMER_EMAIL),
    customerId: await userIdByEmail(db, CUSTOMER_EMAIL),
    menu: await seededMenu(db),
  };
}

/**
 * `startAsCustomer` with the demo vendor and admin signed in too (their cookies) and the burger
 * most orders are of.
 */
export async function startWithStaff(options: { published?: BusEvent[] } = {}) {
  const start = await startAsCustomer(options);
  const { app } = start.harness;
  return {
    ...start,
    vendor: await login(app, 'vendor@curtaincall.test'),
    admin: await login(app, 'admin@curtaincall.test'),
    burger: start.menu('Encore Smash Burger'),
  };
}

/**
 * `startAsCustomer` before a file's tests, closed after them, with the burger most of its orders
 * are of; the fields are there once the tests run.
 */
export function startAsCustomerForFile() {
  const start = {} as Awaited<ReturnType<typeof startAsCustomer>> & { burger: SeedMenuItem };
  beforeAll(async () => {
    Object.assign(start, await startAsCustomer());
    start.burger = start.menu('Encore Smash Burger');
  });
  afterAll(() => start.harness.close());
  return start;
}

export async function seededVendorId(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.name, name));
  if (!row) throw new Error(`no seeded vendor ${name}`);
  return row.id;
}

export async function userIdByEmail(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A fresh account signed up through the API; returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  name: string,
  role: 'user' | 'vendor' = 'user',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username: name,
      email: `${name}@example.test`,
      password: 'secret123',
      firstName: name,
      lastName: 'Tester',
      phone: '4155550100',
      role,
    },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'cc_session');
  if (!cookie) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return `cc_session=${cookie.value}`;
}

export function postOrder(
  app: FastifyInstance,
  cookie: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: payload as object,
    headers: { cookie, ...headers },
  });
}

/** One of `item` for pickup at `pickupTime` ('asap' or an ISO time). */
export const postOneFor = (
  app: FastifyInstance,
  cookie: string,
  item: SeedMenuItem,
  pickupTime: string,
) =>
  postOrder(app, cookie, {
    vendorId: item.vendorId,
    items: [{ menuItemId: item.id, quantity: 1 }],
    pickupTime,
  });

/**
 * customer spec 3: the demo checkout's payload shape with its sample cart, a burger at 15.99 and
 * fries at 8.99 (userId, status and the client's figures are sent and must be ignored). The
 * vendor is rated 4.8, so its '20% OFF' applies: 24.98 - 5.00 + 5 % fee 1.00 + 8 % tax 1.60.
 */
export const demoCheckoutPayload = (burger: SeedMenuItem, fries: SeedMenuItem) => ({
  userId: 999,
  vendorId: burger.vendorId,
  status: 'completed',
  totalAmount: '22.58',
  serviceFee: '1.00',
  tax: '1.60',
  pickupTime: minutesFromNow(30),
  items: [
    { id: burger.id, name: 'Encore Smash Burger', price: 15.99, quantity: 1, vendorId: 1 },
    { id: fries.id, name: 'Loaded Stage Fries', price: 8.99, quantity: 1 },
  ],
});
