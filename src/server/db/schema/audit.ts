import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

// Every admin write (accounts spec 2.10): who did what to which entity and when, with the entity's
// fields before and after. Feeds the back office's Recent Activity.

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The admin; kept (null) when that account is later deleted. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. 'vendor.approve', 'user.update', 'setting.update'. */
    action: text().notNull(),
    entityType: text().notNull(),
    /** The entity's id as text (settings are keyed by name). */
    entityId: text().notNull(),
    /** One line for Recent Activity, e.g. 'Approved vendor Taco Truck'. */
    summary: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId),
    index('admin_audit_log_actor_idx').on(t.actorUserId),
  ],
);

export const adminAuditLogRelations = relations(adminAuditLog, ({ one }) => ({
  actor: one(users, { fields: [adminAuditLog.actorUserId], references: [users.id] }),
}));

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
export type NewAdminAuditEntry = typeof adminAuditLog.$inferInsert;
