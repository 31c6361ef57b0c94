import type { Executor } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

// accounts spec 2.10: every admin write leaves an entry (who, what, when, before and after), in the
// same transaction as the change, so the log never claims a change that was rolled back.

type AuditedEntity =
  | 'user'
  | 'vendor'
  | 'event'
  | 'venue'
  | 'setting'
  | 'meal_program'
  | 'crew_member'
  | 'meal_ticket'
  | 'partnership'
  | 'special_offering';

export type AdminAction = {
  actorUserId: number;
  /** The entity, a dot and the verb, e.g. 'vendor.approve': the entry's entityType is 'vendor'. */
  action: `${AuditedEntity}.${string}`;
  entityId: number | string;
  /** One line for Recent Activity, e.g. 'Approved vendor Taco Truck'. */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Dates become ISO strings so the JSON columns read the same on PGlite and PostgreSQL. */
function toJson(value: Record<string, unknown> | null): Record<string, unknown> | null {
  if (value === null) return null;
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

export async function recordAdminAction(db: Executor, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.action.slice(0, entry.action.indexOf('.')),
    entityId: String(entry.entityId),
    summary: entry.summary,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}
