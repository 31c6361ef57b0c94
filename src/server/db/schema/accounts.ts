import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../contract/enums';
import { timestamptz, createdAt, updatedAt, oneOf } from './columns';
import { notifications } from './notifications';
import { orders } from './orders';
import { vendors } from './vendors';

// Accounts and their sign-in sessions (accounts spec 3).

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull().unique('users_email_unique'),
    username: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    address: text(),
    role: text({ enum: USER_ROLES }).notNull().default('user'),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    // 'Alex' and 'alex' are the same username; the name keeps 'username' for error mapping
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
    // the back office counts active admins and vendors by role
    index('users_role_active_idx').on(t.role, t.isActive),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique('sessions_token_hash_unique'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  vendor: one(vendors),
  orders: many(orders),
  notifications: many(notifications),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRole = (typeof USER_ROLES)[number];
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
