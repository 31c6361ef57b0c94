import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/order-status';
import { DEMO_PASSWORD } from '../../contract/demo';
import type { Database } from '../db/client';
import { artists, events, partnerships, vendors } from '../db/schema';
import { recordNotification } from '../features/notifications/notifications.service';
import {
  seededMenu,
  seededVendorId,
  signUp,
  userIdByEmail,
} from '../features/orders/orders.test-support';
import { insertOrder } from '../features/vendor/vendor.test-support';
import {
  adminCalls,
  memberBody,
  programBody,
  seededEventId,
} from '../features/talent-crew/talent-crew.test-support';
import { login } from '../../test/test-app';

// The accounts and the resources the access matrix (access-matrix.ts) asks about: what belongs
// to customer A and to vendor X, and the other roles that must not reach it.

export const ROLES = [
  'anonymous',
  'customerA',
  'customerB',
  'vendorX',
  'vendorY',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** Signed-up accounts' password (orders.test-support `signUp`). */
const SIGNUP_PASSWORD = 'secret123';

export const CREDENTIALS: Record<SignedInRole, { email: string; password: string }> = {
  customerA: { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
  customerB: { email: 'matrixb@example.test', password: SIGNUP_PASSWORD },
  vendorX: { email: 'vendor@curtaincall.test', password: DEMO_PASSWORD },
  vendorY: { email: 'matrixy@example.test', password: SIGNUP_PASSWORD },
  admin: { email: 'admin@curtaincall.test', password: DEMO_PASSWORD },
};

export type Fixtures = {
  cookies: Record<SignedInRole, string>;
  vendorX: number;
  vendorY: number;
  /** Another seeded vendor nobody in the matrix owns (suspended by the admin row). */
  otherVendor: number;
  pendingVendor: number;
  customerB: number;
  itemX: number;
  /** X's item that the DELETE row removes. */
  itemXDoomed: number;
  artist: number;
  event: number;
  venue: number;
  /** A's paid order at X: read by every order row. */
  orderA: number;
  /** A's paid order at X that the vendor status row confirms. */
  orderAForStatus: number;
  /** A's paid order at X that the kitchen has started: too late for the customer to cancel. */
  orderAStarted: number;
  /** A's unpaid order at X: the create-intent rows. */
  orderAUnpaid: number;
  /** Its total in dollars, as a payment intent must name it. */
  orderAUnpaidTotal: number;
  /** A payment intent of A's for the confirm row. */
  intentA: string;
  notificationA: number;
  notificationADoomed: number;
  partnershipX: number;
  offeringX: number;
  program: number;
  member: number;
  ticket: number;
  ticketCodes: Record<'vendorX' | 'vendorY', string>;
};

async function expectJson<T>(
  response: Promise<{ statusCode: number; body: string }>,
  what: string,
): Promise<T> {
  const answer = await response;
  if (answer.statusCode >= 300) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

async function signInEveryone(app: FastifyInstance): Promise<Record<SignedInRole, string>> {
  const customerB = await signUp(app, 'matrixb');
  const vendorY = await signUp(app, 'matrixy', 'vendor');
  return {
    customerA: await login(app, CREDENTIALS.customerA.email),
    customerB,
    vendorX: await login(app, CREDENTIALS.vendorX.email),
    vendorY,
    admin: await login(app, CREDENTIALS.admin.email),
  };
}

async function vendorOwnedBy(db: Database, email: string): Promise<number> {
  const ownerId = await userIdByEmail(db, email);
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, ownerId));
  if (!row) throw new Error(`no vendor owned by ${email}`);
  return row.id;
}

async function firstId(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what}`);
  return row.id;
}

/** X's menu additions, partnership and special offering. */
async function vendorXResources(app: FastifyInstance, db: Database, cookie: string, event: number) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const doomed = await expectJson<{ id: number }>(
    post('/api/vendor/menu', { name: 'Matrix Fries', price: 4.5, category: 'sides' }),
    'menu item',
  );
  const offering = await expectJson<{ id: number }>(
    post('/api/vendor/special-offerings', {
      eventId: event,
      title: 'Matrix Special',
      price: 12,
      offeringType: 'pre_order',
      availableQuantity: 100,
      maxPerCustomer: 10,
    }),
    'special offering',
  );
  const vendorX = await vendorOwnedBy(db, CREDENTIALS.vendorX.email);
  const partnershipX = await firstId(
    db.select({ id: partnerships.id }).from(partnerships).where(eq(partnerships.vendorId, vendorX)),
    'partnership of vendor X',
  );
  return { itemXDoomed: doomed.id, offeringX: offering.id, partnershipX };
}

/** A program with a member and three tickets: one the admin voids, one per vendor to redeem. */
async function crewResources(app: FastifyInstance, admin: string, event: number) {
  const calls = adminCalls(app, admin);
  const program = await calls.createProgram(programBody(event, { maxTicketsPerPerson: 20 }));
  const member = await calls.addMember(memberBody(program));
  const ticket = await calls.issue(member.id);
  const forX = await calls.issue(member.id);
  const forY = await calls.issue(member.id);
  return {
    program: program.id,
    member: member.id,
    ticket: ticket.id,
    ticketCodes: { vendorX: forX.code, vendorY: forY.code },
  };
}

/** A's orders at X, with an open payment intent and two notifications of A's. */
async function customerAResources(app: FastifyInstance, db: Database, cookie: string) {
  const menu = await seededMenu(db);
  const burger = menu('Encore Smash Burger');
  const userId = await userIdByEmail(db, CREDENTIALS.customerA.email);
  const order = (paymentStatus: 'paid' | 'unpaid', status: OrderStatus = 'pending') =>
    insertOrder(db, {
      userId,
      vendorId: burger.vendorId,
      lines: [{ menuItemId: burger.id, quantity: 1 }],
      paymentStatus,
      status,
    });
  const orderA = await order('paid');
  const orderAForStatus = await order('paid');
  const orderAStarted = await order('paid', 'preparing');
  const orderAUnpaid = await order('unpaid');
  const forIntent = await order('unpaid');
  const intent = await expectJson<{ paymentIntentId: string }>(
    app.inject({
      method: 'POST',
      url: '/api/payments/demo/create-intent',
      payload: { orderId: forIntent.id, amount: forIntent.totalCents / 100 },
      headers: { cookie },
    }),
    'payment intent',
  );
  const notify = (title: string) =>
    recordNotification(db, { userId, title, message: title, category: 'system' });
  return {
    itemX: burger.id,
    orderA: orderA.id,
    orderAForStatus: orderAForStatus.id,
    orderAStarted: orderAStarted.id,
    orderAUnpaid: orderAUnpaid.id,
    orderAUnpaidTotal: orderAUnpaid.totalCents / 100,
    intentA: intent.paymentIntentId,
    notificationA: (await notify('Matrix one')).id,
    notificationADoomed: (await notify('Matrix two')).id,
  };
}

/** Every account signed in and every resource in place, over the seeded demo data. */
export async function createFixtures(app: FastifyInstance, db: Database): Promise<Fixtures> {
  const cookies = await signInEveryone(app);
  const vendorY = await vendorOwnedBy(db, CREDENTIALS.vendorY.email);
  // only a complete application (a description, an available item) can be approved
  await expectJson(
    app.inject({
      method: 'PATCH',
      url: '/api/vendor/profile',
      payload: { description: 'Matrix test kitchen.' },
      headers: { cookie: cookies.vendorY },
    }),
    'describe vendor Y',
  );
  await expectJson(
    app.inject({
      method: 'POST',
      url: '/api/vendor/menu',
      payload: { name: 'Matrix fries', price: '4.00', category: 'sides' },
      headers: { cookie: cookies.vendorY },
    }),
    'menu of vendor Y',
  );
  await expectJson(
    app.inject({
      method: 'PATCH',
      url: `/api/admin/vendors/${vendorY}/approve`,
      payload: { approved: true },
      headers: { cookie: cookies.admin },
    }),
    'approve vendor Y',
  );
  const event = await seededEventId(db);
  const [eventRow] = await db.select().from(events).where(eq(events.id, event));
  return {
    cookies,
    vendorX: await vendorOwnedBy(db, CREDENTIALS.vendorX.email),
    vendorY,
    otherVendor: await seededVendorId(db, 'Taco Encore'),
    pendingVendor: await vendorOwnedBy(db, 'pending-vendor@curtaincall.test'),
    customerB: await userIdByEmail(db, CREDENTIALS.customerB.email),
    artist: await firstId(db.select({ id: artists.id }).from(artists).limit(1), 'artist'),
    event,
    venue: eventRow?.venueId ?? 0,
    ...(await vendorXResources(app, db, cookies.vendorX, event)),
    ...(await crewResources(app, cookies.admin, event)),
    ...(await customerAResources(app, db, cookies.customerA)),
  };
}
