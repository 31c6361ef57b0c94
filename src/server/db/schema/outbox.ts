import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';

// The outbox (architecture guide, side effects): what a change must tell, written in the
// change's own transaction and sent after the commit (features/notifications/outbox.ts).

/**
 * What a record sends: a stored notification to its user, an order's live update, any other
 * live message ready to publish, a Web Push to one device (features/push), or a receipt e-mail
 * (features/receipts).
 */
export const OUTBOX_KINDS = ['notification', 'order_update', 'live', 'push', 'email'] as const;

/** Kinds sent one at a time by a sender of their own, with retries (attempts, nextAttemptAt). */
export const RETRIED_OUTBOX_KINDS = ['push', 'email'] as const;

export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: OUTBOX_KINDS }).notNull(),
    /** The kind's facts: `{ notificationId }`, the order's, `{ channels, message }`, or a push's. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Null until one sender has handed it to the bus, or a push is done with (sent or given up). */
    sentAt: timestamptz(),
    /** Pushes and e-mails only: sends tried so far. */
    attempts: integer().notNull().default(0),
    /**
     * Pushes and e-mails only: not to be taken before then. Taking one moves it past the send's time-out, so
     * no other sender takes it meanwhile; a failed send moves it to its next try.
     */
    nextAttemptAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('outbox_kind_check', oneOf(t.kind, OUTBOX_KINDS)),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
    index('outbox_pushes_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.kind} = 'push'`),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.kind} = 'email'`),
  ],
);

export type OutboxRecord = typeof outbox.$inferSelect;
