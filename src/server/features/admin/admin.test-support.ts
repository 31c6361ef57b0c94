import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, type AdminAuditEntry } from '../../db/schema';

// Shared by the admin test files (not a test file itself).

export const ADMIN_EMAIL = 'admin@curtaincall.test';
export const CUSTOMER_EMAIL = 'customer@curtaincall.test';
export const VENDOR_EMAIL = 'vendor@curtaincall.test';
export const PENDING_VENDOR_EMAIL = 'pending-vendor@curtaincall.test';

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The newest audit entry. */
export async function latestAuditEntry(db: Database): Promise<AdminAuditEntry | undefined> {
  const [row] = await db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}
