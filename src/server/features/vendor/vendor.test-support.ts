import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order-status';
import type { PaymentStatus } from '../../../contract/orders';
import { priceOrder } from '../../../contract/pricing';
import type { Database } from '../../db/client';
import { menuItems, orderItems, orderStatusHistory, orders, type Order } from '../../db/schema';
import { ORDER_PLACED_NOTE } from '../orders/order-views';

// Shared by the vendor test files (not a test file itself). Orders are inserted directly, as a
// paid browse-flow order would be stored, so each test controls statuses and timestamps.

export type OrderLine = { menuItemId: number; quantity: number };

export type InsertOrderOptions = {
  userId: number;
  vendorId: number;
  lines: OrderLine[];
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: Date;
  lastStatusUpdate?: Date;
  pickupTime?: Date;
  pickupCode?: string | null;
  eventId?: number | null;
};

/** An order with its items and the 'Order Placed' timeline entry; paid unless told otherwise. */
export async function insertOrder(db: Database, options: InsertOrderOptions): Promise<Order> {
  const ids = options.lines.map((line) => line.menuItemId);
  const items = await db.select().from(menuItems).where(inArray(menuItems.id, ids));
  const byId = new Map(items.map((item) => [item.id, item]));
  const lines = options.lines.map((line) => {
    const item = byId.get(line.menuItemId);
    if (!item) throw new Error(`no menu item ${line.menuItemId}`);
    return { item, quantity: line.quantity, unitPriceCents: item.priceCents };
  });
  const createdAt = options.createdAt ?? new Date();
  const paymentStatus = options.paymentStatus ?? 'paid';
  const [order] = await db
    .insert(orders)
    .values({
      userId: options.userId,
      vendorId: options.vendorId,
      eventId: options.eventId ?? null,
      status: options.status ?? 'pending',
      paymentStatus,
      paidAt: paymentStatus === 'unpaid' ? null : createdAt,
      flow: 'browse',
      ...priceOrder(lines, 'browse'),
      pickupTime: options.pickupTime ?? new Date(createdAt.getTime() + 30 * 60_000),
      pickupCode: options.pickupCode ?? null,
      createdAt,
      lastStatusUpdate: options.lastStatusUpdate ?? createdAt,
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
  await db.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'pending',
    actorUserId: options.userId,
    actorRole: 'user',
    note: ORDER_PLACED_NOTE,
    createdAt,
  });
  return order;
}

export function patchOrderStatus(
  app: FastifyInstance,
  cookie: string,
  orderId: number,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/vendor/orders/${orderId}`,
    payload,
    headers: { cookie, ...headers },
  });
}

export function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
