import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { IDEMPOTENT_METHODS } from '../../../contract/enums';
import { createdAt, updatedAt, oneOf } from './columns';
import { users } from './accounts';

// Admin-edited settings and stored answers for retried writes.

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  description: text().notNull().default(''),
  updatedAt: updatedAt(),
});

/** Stored answers for retried writes (Idempotency-Key header, architecture guide). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text({ enum: IDEMPOTENT_METHODS }).notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    /** Null while the first request is still being handled. */
    responseStatus: integer(),
    responseBody: jsonb().$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    check('idempotency_keys_method_check', oneOf(t.method, IDEMPOTENT_METHODS)),
    check(
      'idempotency_keys_status_check',
      sql`${t.responseStatus} is null or ${t.responseStatus} between 100 and 599`,
    ),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export const idempotencyKeysRelations = relations(idempotencyKeys, ({ one }) => ({
  user: one(users, { fields: [idempotencyKeys.userId], references: [users.id] }),
}));

export type Setting = typeof settings.$inferSelect;
export type NewSetting = typeof settings.$inferInsert;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert;

/**
 * The key pair that signs offline pickup passes, one per purpose, so every instance
 * and every restart signs with the same key. Created once, race-safe (insert if absent, then
 * read). Unused when PICKUP_PASS_PRIVATE_KEY is set. The private half never leaves the server.
 */
export const passSigningKeys = pgTable('pass_signing_keys', {
  /** The key id carried in every pass token (the public key's JWK thumbprint). */
  id: text().primaryKey(),
  purpose: text().notNull().unique('pass_signing_keys_purpose_unique'),
  publicJwk: jsonb().$type<Record<string, string>>().notNull(),
  privatePem: text().notNull(),
  createdAt: createdAt(),
});

export type PassSigningKey = typeof passSigningKeys.$inferSelect;
