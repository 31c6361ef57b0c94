import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { priceOrder } from '../../../contract/pricing';
import type { Database } from '../../db/client';
import { menuItems, orderItems, orders, settings, vendors, type Order } from '../../db/schema';
import { sessionCookieFrom } from '../../../test/test-app';
import { userIdByEmail } from '../orders/orders.test-support';
export { CUSTOMER_EMAIL, confirmBody, walletConfirmBody } from '../../../test/demo-payment';

// Test helpers for the payment tests: orders are inserted directly, so these tests do not depend
// on the orders API.

/** A demo-flow order (5 % fee, 8 % tax) of two lines from the first approved vendor. */
export async function insertOrder(
  db: Database,
  userId: number,
  overrides: Partial<Pick<Order, 'status' | 'paymentStatus'>> = {},
): Promise<Order> {
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.approvalStatus, 'approved'))
    .orderBy(asc(vendors.id))
    .limit(1);
  if (!vendor) throw new Error('seed has no approved vendor');
  const items = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendor.id), eq(menuItems.isArchived, false)))
    .orderBy(asc(menuItems.id))
    .limit(2);
  if (items.length === 0) throw new Error('seed vendor has no menu');
  const lines = items.map((item, index) => ({ item, quantity: index + 1 }));
  const price = priceOrder(
    lines.map(({ item, quantity }) => ({ unitPriceCents: item.priceCents, quantity })),
    'demo',
  );
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      vendorId: vendor.id,
      flow: 'demo',
      ...price,
      pickupTime: new Date(Date.now() + 30 * 60_000),
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  await db.insert(orderItems).values(
    lines.map(({ item, quantity }) => ({
      orderId: order.id,
      menuItemId: item.id,
      name: item.name,
      unitPriceCents: item.priceCents,
      quantity,
    })),
  );
  return order;
}

export async function setSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Signs up a second customer; returns the session cookie and the user id. */
export async function signUpCustomer(app: FastifyInstance, db: Database) {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `fan-${tag}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username: `fan${tag}`,
      email,
      password: 'encore123',
      firstName: 'Jamie',
      lastName: 'Lee',
      phone: '415-555-0199',
      role: 'user',
    },
  });
  return { cookie: sessionCookieFrom(response), userId: await userIdByEmail(db, email) };
}
