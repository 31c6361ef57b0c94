import { relations } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_PRIORITIES } from '../../../contract/enums';
import { createdAt, oneOf } from './columns';
import { users } from './accounts';
import { orders } from './orders';

// In-app notifications (accounts spec 3).

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    category: text({ enum: NOTIFICATION_CATEGORIES }).notNull(),
    priority: text({ enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    isRead: boolean().notNull().default(false),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_category_check', oneOf(t.category, NOTIFICATION_CATEGORIES)),
    check('notifications_priority_check', oneOf(t.priority, NOTIFICATION_PRIORITIES)),
    index('notifications_user_read_idx').on(t.userId, t.isRead),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_order_idx').on(t.orderId),
  ],
);

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
  order: one(orders, { fields: [notifications.orderId], references: [orders.id] }),
}));

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
