import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACTOR_ROLES, PAYMENT_INTENT_STATUSES, PAYMENT_METHODS } from '../../../contract/enums';
import type { RefundLine } from '../../../contract/refunds';
import { createdAt, updatedAt, oneOf } from './columns';
import { users } from './accounts';
import { orders } from './orders';

// Simulated card payments (customer spec 3).

/** Intents that can still be confirmed; create-intent hands these out again instead of new ones. */
export const OPEN_INTENT_STATUSES = ['requires_payment_method', 'failed'] as const;

export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** 'pi_…'; the client secret is '{id}_secret_…' (customer spec 3). */
    id: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
    clientSecret: text().notNull().unique('payment_intents_client_secret_unique'),
    /** How it was paid (or tried): the card form or a wallet, whose demo card is brand + last 4. */
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('card'),
    cardBrand: text(),
    cardLast4: text(),
    /** Where the receipt goes: the e-mail the card form was sent with (billing details). */
    receiptEmail: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_intents_amount_check', sql`${t.amountCents} >= 0`),
    check('payment_intents_status_check', oneOf(t.status, PAYMENT_INTENT_STATUSES)),
    check('payment_intents_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check(
      'payment_intents_card_last4_check',
      sql`${t.cardLast4} is null or char_length(${t.cardLast4}) = 4`,
    ),
    index('payment_intents_order_idx').on(t.orderId),
    // customer spec 7: one open intent per order, held by the database (create-intent's one
    // statement relies on it: a second create meets the first's intent here)
    uniqueIndex('payment_intents_one_open_idx')
      .on(t.orderId)
      .where(oneOf(t.status, OPEN_INTENT_STATUSES)),
    index('payment_intents_user_idx').on(t.userId),
  ],
);

export const paymentIntentsRelations = relations(paymentIntents, ({ one }) => ({
  order: one(orders, { fields: [paymentIntents.orderId], references: [orders.id] }),
  user: one(users, { fields: [paymentIntents.userId], references: [users.id] }),
}));

export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type NewPaymentIntent = typeof paymentIntents.$inferInsert;

/** Money given back on an order (demo: none really moves); the order keeps the running total. */
export const refunds = pgTable(
  'refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The card payment it gives back; null when none is on record (a covered order). */
    paymentIntentId: text().references(() => paymentIntents.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    /** The lines (and how many of each) whose stock came back with it; empty for an amount. */
    lines: jsonb().$type<RefundLine[]>().notNull().default([]),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ACTOR_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_actor_role_check', oneOf(t.actorRole, ACTOR_ROLES)),
    index('refunds_order_idx').on(t.orderId, t.id),
  ],
);

export const refundsRelations = relations(refunds, ({ one }) => ({
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
}));

export type Refund = typeof refunds.$inferSelect;
