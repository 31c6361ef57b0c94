import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { sessions, users } from './accounts';

// Web Push (features/push): the devices that asked to be told of their orders, and the key pair
// that signs every push (VAPID), whichever instance sends it.

/**
 * A browser's push subscription, one per user and endpoint. It belongs to the session that made
 * it: signing out of that device (the session deleted) removes it in the same statement.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret, base64url, that each push is encrypted for. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    expiresAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('push_subscriptions_user_endpoint_unique').on(t.userId, t.endpoint),
    index('push_subscriptions_session_id_idx').on(t.sessionId),
  ],
);

export type PushSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * The VAPID key pair (base64url, as web-push takes them), made once and shared by every instance
 * when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set. One row; the private half never leaves
 * the server.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer().primaryKey(),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_single_row_check', sql`${t.id} = 1`)],
);
