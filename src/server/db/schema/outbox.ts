import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';

// The outbox (architecture guide, side effects): what a change must tell, written in the
// change's own transaction and sent after the commit (features/notifications/outbox.ts).

/**
 * What a record sends: a stored notification to its user, an order's live update, or any other
 * live message ready to publish.
 */
export const OUTBOX_KINDS = ['notification', 'order_update', 'live'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    /** The kind's facts: `{ notificationId }`, the order's, or `{ channels, message }`. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Null until one sender has handed it to the bus. */
    sentAt: timestamptz(),
  },
  (t) => [
    check('outbox_kind_check', oneOf(t.kind, OUTBOX_KINDS)),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

export type OutboxRecord = typeof outbox.$inferSelect;
