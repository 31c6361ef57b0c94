import { desc, eq } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type ActivityEntry } from '../../../contract/admin';
import { formatMoney } from '../../../contract/money';
import type { Executor } from '../../db/client';
import { adminAuditLog, orders, users, vendors } from '../../db/schema';

// accounts spec 2.10 Overview: Recent Activity from the audit log and real signups and orders.

/**
 * Recent Activity: the latest admin actions, signups and orders merged, newest first. Each source
 * reads at most ACTIVITY_LIMIT rows through its created-at index.
 */
export async function listRecentActivity(db: Executor): Promise<ActivityEntry[]> {
  const [audit, signups, placed] = await Promise.all([
    db
      .select({
        id: adminAuditLog.id,
        action: adminAuditLog.action,
        summary: adminAuditLog.summary,
        actor: users.username,
        at: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ id: users.id, username: users.username, role: users.role, at: users.createdAt })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({
        id: orders.id,
        totalCents: orders.totalCents,
        vendor: vendors.name,
        at: orders.createdAt,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ACTIVITY_LIMIT),
  ]);
  const entries: ActivityEntry[] = [
    ...audit.map((row) => ({
      id: `admin-${row.id}`,
      kind: 'admin' as const,
      action: row.action,
      message: row.actor ? `${row.summary} (by ${row.actor})` : row.summary,
      at: row.at.toISOString(),
    })),
    ...signups.map((row) => ({
      id: `signup-${row.id}`,
      kind: 'signup' as const,
      action: null,
      message: `New ${row.role === 'user' ? 'customer' : row.role} ${row.username} signed up`,
      at: row.at.toISOString(),
    })),
    ...placed.map((row) => ({
      id: `order-${row.id}`,
      kind: 'order' as const,
      action: null,
      message: `Order #${row.id} placed with ${row.vendor} (${formatMoney(row.totalCents)})`,
      at: row.at.toISOString(),
    })),
  ];
  return entries.sort((a, b) => b.at.localeCompare(a.at)).slice(0, ACTIVITY_LIMIT);
}
