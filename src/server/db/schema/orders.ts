import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ChosenOption } from '../../../contract/menu-options';
import { MAX_TIP_CENTS } from '../../../contract/tips';
import {
  ORDER_STATUSES,
  ORDER_PRIORITIES,
  ORDER_FLOWS,
  PAYMENT_STATUSES,
  ACTOR_ROLES,
} from '../../../contract/enums';
import { timestamptz, createdAt, updatedAt, oneOf } from './columns';
import { users } from './accounts';
import { events } from './events';
import { paymentIntents, refunds } from './payments';
import { menuItems, vendors } from './vendors';
import { partnerships, specialOfferings } from './partnerships';
import { mealTickets } from './crew';

// Orders, their lines and their timeline (customer spec 3, accounts spec 2.8).

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    priority: text({ enum: ORDER_PRIORITIES }).notNull().default('normal'),
    isUrgent: boolean().notNull().default(false),
    flow: text({ enum: ORDER_FLOWS }).notNull().default('browse'),
    subtotalCents: integer().notNull(),
    /** The vendor's '20% OFF' offer (contract/pricing.ts). */
    discountCents: integer().notNull().default(0),
    serviceFeeCents: integer().notNull(),
    taxCents: integer().notNull(),
    /** A talent & crew meal ticket's allowance taken off the total (0 without one). */
    mealAllowanceCents: integer().notNull().default(0),
    /** The customer's tip for the vendor (contract/tips.ts), in the total; card-paid only. */
    tipCents: integer().notNull().default(0),
    mealTicketId: integer().references(() => mealTickets.id, { onDelete: 'set null' }),
    totalCents: integer().notNull(),
    pickupTime: timestamptz().notNull(),
    isAsap: boolean().notNull().default(false),
    specialInstructions: text(),
    /** The customer's note (accounts spec 2.8). */
    notes: text(),
    vendorNotes: text(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paidAt: timestamptz(),
    /** What refunds gave back of the total; never more than the total (checked below). */
    refundedCents: integer().notNull().default(0),
    pickupCode: text(),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastStatusUpdate: timestamptz().notNull().defaultNow(),
    /** A pre-order's stock is held until then; unpaid by then, it is cancelled and released. */
    holdExpiresAt: timestamptz(),
    /** A held order's time to start in the kitchen (pickup less prep); null otherwise. */
    fireAt: timestamptz(),
    /** When a held order was fired to the kitchen (by the job or 'I'm leaving now'). */
    firedAt: timestamptz(),
    /** The event whose end a held order waits for: its end-time changes move the order. */
    heldForEventId: integer().references(() => events.id, { onDelete: 'set null' }),
    /** When it last became ready; the hot shelf's clock starts here. */
    readyAt: timestamptz(),
    /** When its customer opened the ready alert or the order; no re-alert after that. */
    readySeenAt: timestamptz(),
    /** When the unseen ready alert was pushed again (once per time it becomes ready). */
    realertedAt: timestamptz(),
    /** When the vendor last pressed "Remind". */
    remindedAt: timestamptz(),
    /** When it was flagged uncollected, past the vendor's hot-shelf time. */
    uncollectedAt: timestamptz(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_priority_check', oneOf(t.priority, ORDER_PRIORITIES)),
    check('orders_flow_check', oneOf(t.flow, ORDER_FLOWS)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.serviceFeeCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    // customer spec 9: total = subtotal - discount + fee + tax + tip, less a meal ticket's allowance
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.serviceFeeCents} + ${t.taxCents} + ${t.tipCents} - ${t.mealAllowanceCents}`,
    ),
    check('orders_refunded_check', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    check('orders_tip_check', sql`${t.tipCents} between 0 and ${sql.raw(String(MAX_TIP_CENTS))}`),
    check('orders_meal_allowance_check', sql`${t.mealAllowanceCents} >= 0`),
    check('orders_discount_check', sql`${t.discountCents} between 0 and ${t.subtotalCents}`),
    check(
      'orders_pickup_code_check',
      sql`${t.pickupCode} is null or char_length(${t.pickupCode}) = 4`,
    ),
    index('orders_vendor_status_idx').on(t.vendorId, t.status),
    index('orders_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_event_idx').on(t.eventId),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_hold_expires_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.holdExpiresAt} is not null and ${t.paymentStatus} = 'unpaid'`),
    index('orders_meal_ticket_idx').on(t.mealTicketId),
    check('orders_fired_check', sql`${t.firedAt} is null or ${t.fireAt} is not null`),
    // A slot's taken count (vendor and pickup time, cancelled orders left out)
    index('orders_vendor_pickup_idx')
      .on(t.vendorId, t.pickupTime)
      .where(sql`${t.status} <> 'cancelled'`),
    // the firing job (due held orders) and the vendor's encore shift read only held orders
    index('orders_fire_due_idx')
      .on(t.fireAt)
      .where(sql`${t.firedAt} is null and ${t.fireAt} is not null`),
    index('orders_held_vendor_idx')
      .on(t.vendorId)
      .where(sql`${t.firedAt} is null and ${t.fireAt} is not null`),
    // the hot-shelf sweep reads only ready orders
    index('orders_ready_idx')
      .on(t.readyAt)
      .where(sql`${t.status} = 'ready'`),
    index('orders_held_event_idx')
      .on(t.heldForEventId)
      .where(sql`${t.firedAt} is null and ${t.heldForEventId} is not null`),
  ],
);

/**
 * What an order earns its vendor: the customer's total plus the part a meal ticket paid, which the
 * program owes the vendor (the priced total before the ticket), less the tip (reported on its own,
 * never as revenue) and less what was refunded, which comes off the food before the tip: the
 * contract's `netRevenueCents` in SQL.
 */
export const orderRevenueCents = sql<number>`(greatest(${orders.totalCents} - ${orders.tipCents} - ${orders.refundedCents}, 0) + ${orders.mealAllowanceCents})`;

/** The tip an order keeps (the contract's `keptTipCents` in SQL). */
export const orderTipCents = sql<number>`least(${orders.tipCents}, ${orders.totalCents} - ${orders.refundedCents})`;

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The menu item; null for a special offering's pre-order line. */
    menuItemId: integer().references(() => menuItems.id, { onDelete: 'restrict' }),
    /** A pre-order line: the limited special offering it holds stock of. */
    specialOfferingId: integer().references(() => specialOfferings.id, { onDelete: 'restrict' }),
    /** An artist special: the partnership whose special price the line was sold at. */
    partnershipId: integer().references(() => partnerships.id, { onDelete: 'set null' }),
    /** Snapshot of the item's name when ordered. */
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    notes: text(),
    /** The options chosen, with names and prices as they were when ordered. */
    options: jsonb().$type<ChosenOption[]>().notNull().default([]),
    /** Its portions came off the menu item's count when it was placed (given back on cancel). */
    tookStock: boolean().notNull().default(false),
    /** How many of it refunds gave back (their stock returned then, so a cancel skips them). */
    refundedQuantity: integer().notNull().default(0),
  },
  (t) => [
    check('order_items_unit_price_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 50`),
    check(
      'order_items_refunded_quantity_check',
      sql`${t.refundedQuantity} between 0 and ${t.quantity}`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_menu_item_idx').on(t.menuItemId),
    index('order_items_special_offering_idx').on(t.specialOfferingId),
    check(
      'order_items_product_check',
      sql`(${t.menuItemId} is null) <> (${t.specialOfferingId} is null)`,
    ),
  ],
);

/** The order timeline (accounts spec 2.8). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ACTOR_ROLES }).notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_status_history_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('order_status_history_actor_role_check', oneOf(t.actorRole, ACTOR_ROLES)),
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
  ],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  vendor: one(vendors, { fields: [orders.vendorId], references: [vendors.id] }),
  event: one(events, { fields: [orders.eventId], references: [events.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  paymentIntents: many(paymentIntents),
  refunds: many(refunds),
  mealTicket: one(mealTickets, { fields: [orders.mealTicketId], references: [mealTickets.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  menuItem: one(menuItems, { fields: [orderItems.menuItemId], references: [menuItems.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  actor: one(users, { fields: [orderStatusHistory.actorUserId], references: [users.id] }),
}));

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderStatusHistoryEntry = typeof orderStatusHistory.$inferSelect;
export type NewOrderStatusHistoryEntry = typeof orderStatusHistory.$inferInsert;
