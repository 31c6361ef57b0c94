import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import type { TestSocket } from '../../realtime/socket.test-support';
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

export type AdminTest = {
  harness: TestApp;
  /** The demo admin's and the demo customer's session cookies. */
  admin: string;
  customer: string;
  /** Sockets a test opened, closed with the app. */
  opened: TestSocket[];
};

/**
 * A fresh app for one admin test file, with the demo admin and customer signed in; `listen` puts
 * it on a port for the tests that open sockets. Filled in before the tests, closed after them.
 */
export function adminTestApp({ listen = false } = {}): AdminTest {
  const context = { opened: [] as TestSocket[] } as AdminTest;
  beforeAll(async () => {
    context.harness = await createTestApp();
    if (listen) await context.harness.app.listen({ port: 0, host: '127.0.0.1' });
    context.admin = await login(context.harness.app, ADMIN_EMAIL);
    context.customer = await login(context.harness.app, CUSTOMER_EMAIL);
  });
  afterAll(async () => {
    for (const socket of context.opened) socket.ws.terminate();
    await context.harness.close();
  });
  return context;
}
