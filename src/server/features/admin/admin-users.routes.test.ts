import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_DISABLED_MESSAGE,
  adminUserMessages,
  type AdminUserView,
} from '../../../contract/admin';
import { SOCKET_CLOSE } from '../../../contract/notifications';
import { adminAuditLog, sessions, users, vendors } from '../../db/schema';
import { openSocket } from '../../realtime/socket.test-support';
import { seededVendorId, signUp, userIdByEmail } from '../orders/orders.test-support';
import {
  ADMIN_EMAIL,
  adminTestApp,
  call,
  CUSTOMER_EMAIL,
  latestAuditEntry,
} from './admin.test-support';
import { updateUser } from './admin-users.service';

// accounts spec 2.10 Users and 6: the admin lists accounts, switches roles between customer and
// vendor, and deactivates accounts; a deactivated account is signed out everywhere at once.

const t = adminTestApp({ listen: true });
let adminId: number;

beforeAll(async () => {
  adminId = await userIdByEmail(t.harness.database.db, ADMIN_EMAIL);
});

const patchUser = (userId: number, body: unknown, cookie = t.admin) =>
  call(t.harness.app, 'PATCH', `/api/admin/users/${userId}`, cookie, body);

describe('GET /api/admin/users', () => {
  it('lists every account without password hashes or session data', async () => {
    const response = await call(t.harness.app, 'GET', '/api/admin/users', t.admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminUserView[]>();
    expect(list.map((user) => user.email)).toEqual(
      expect.arrayContaining([ADMIN_EMAIL, CUSTOMER_EMAIL, 'vendor@curtaincall.test']),
    );
    const customer = list.find((user) => user.email === CUSTOMER_EMAIL);
    expect(Object.keys(customer ?? {}).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'isActive',
        'lastName',
        'phone',
        'role',
        'username',
      ].sort(),
    );
    expect(response.body).not.toMatch(/passwordHash|scrypt|token/i);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('switches a role between customer and vendor and records it', async () => {
    await signUp(t.harness.app, 'rolemover');
    const userId = await userIdByEmail(t.harness.database.db, 'rolemover@example.test');
    const response = await patchUser(userId, { role: 'vendor' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUserView>()).toMatchObject({ id: userId, role: 'vendor' });
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      actorUserId: adminId,
      action: 'user.update',
      entityType: 'user',
      entityId: String(userId),
      before: { role: 'user', isActive: true },
      after: { role: 'vendor', isActive: true },
    });
    expect((await patchUser(userId, { role: 'user' })).json()).toMatchObject({ role: 'user' });
  });

  it('opens a vendor application for a customer made a vendor, usable at once', async () => {
    const cookie = await signUp(t.harness.app, 'promoted');
    const userId = await userIdByEmail(t.harness.database.db, 'promoted@example.test');
    expect((await call(t.harness.app, 'GET', '/api/vendor/profile', cookie)).statusCode).toBe(403);

    expect((await patchUser(userId, { role: 'vendor' })).statusCode).toBe(200);

    const profile = await call(t.harness.app, 'GET', '/api/vendor/profile', cookie);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ name: "promoted's Kitchen", approvalStatus: 'pending' });
    expect((await call(t.harness.app, 'GET', '/api/vendor/orders', cookie)).statusCode).toBe(200);
    const pending = (await call(t.harness.app, 'GET', '/api/admin/vendors/pending', t.admin)).json<
      { ownerEmail: string | null }[]
    >();
    expect(pending.map((vendor) => vendor.ownerEmail)).toContain('promoted@example.test');

    // back and forth keeps the one application
    expect((await patchUser(userId, { role: 'user' })).statusCode).toBe(200);
    expect((await patchUser(userId, { role: 'vendor' })).statusCode).toBe(200);
    const owned = await t.harness.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.ownerUserId, userId));
    expect(owned).toHaveLength(1);
  });

  it('refuses to make anyone an admin, unknown fields and an empty body (400)', async () => {
    const userId = await userIdByEmail(t.harness.database.db, CUSTOMER_EMAIL);
    for (const body of [{ role: 'admin' }, { isActive: 'no' }, { email: 'x@y.z' }, {}]) {
      const response = await patchUser(userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await patchUser(userId, { role: 'admin' })).json().message).toBe(
      adminUserMessages.role,
    );
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await patchUser(999_999, { isActive: true })).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999'])
      expect((await patchUser(id as unknown as number, { isActive: true })).statusCode).toBe(400);
  });

  it('ends a deactivated account at once: next request 401, socket closed, sign-in refused', async () => {
    const cookie = await signUp(t.harness.app, 'leaving');
    const userId = await userIdByEmail(t.harness.database.db, 'leaving@example.test');
    const socket = await openSocket(t.harness.app, { cookie });
    t.opened.push(socket);
    await socket.waitFor((message) => message.type === 'authenticated');
    expect((await call(t.harness.app, 'GET', '/api/auth/user', cookie)).statusCode).toBe(200);

    const response = await patchUser(userId, { isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUserView>().isActive).toBe(false);

    expect((await call(t.harness.app, 'GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE.unauthorized,
      reason: 'Session ended',
    });
    const rows = await t.harness.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(rows).toEqual([]);

    const signIn = await call(t.harness.app, 'POST', '/api/auth/login', undefined, {
      email: 'leaving@example.test',
      password: 'secret123',
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: ACCOUNT_DISABLED_MESSAGE,
    });

    expect((await patchUser(userId, { isActive: true })).json()).toMatchObject({ isActive: true });
    const back = await call(t.harness.app, 'POST', '/api/auth/login', undefined, {
      email: 'leaving@example.test',
      password: 'secret123',
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses to let an admin deactivate or demote itself (409)', async () => {
    for (const body of [{ isActive: false }, { role: 'user' }, { role: 'vendor' }]) {
      const response = await patchUser(adminId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: adminUserMessages.self });
    }
    const [row] = await t.harness.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
    expect((await call(t.harness.app, 'GET', '/api/admin/users', t.admin)).statusCode).toBe(200);
  });

  it('lets one admin demote another, but never removes the last active admin', async () => {
    const db = t.harness.database.db;
    await signUp(t.harness.app, 'secondadmin');
    const secondId = await userIdByEmail(db, 'secondadmin@example.test');
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, secondId));
    expect((await patchUser(secondId, { role: 'user' })).statusCode).toBe(200);

    // two admins acting on each other at once: the first deactivation commits while the other's
    // request is already past the guard; its own change must then be refused
    await db.update(users).set({ role: 'admin', isActive: false }).where(eq(users.id, secondId));
    const [actor] = await db.select().from(users).where(eq(users.id, secondId));
    if (!actor) throw new Error('no second admin');
    await expect(
      updateUser(
        db,
        { log: t.harness.app.log },
        { actor, userId: adminId, changes: { isActive: false } },
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: adminUserMessages.lastAdmin });
    const [row] = await db.select().from(users).where(eq(users.id, adminId));
    expect(row).toMatchObject({ role: 'admin', isActive: true });
  });

  it('hides the listing of a vendor account that is deactivated or made a customer', async () => {
    const db = t.harness.database.db;
    const vendorUserId = await userIdByEmail(db, 'vendor@curtaincall.test');
    const vendorId = await seededVendorId(db, 'Curtain Call Burgers');
    const listed = async () =>
      (await call(t.harness.app, 'GET', `/api/vendors/${vendorId}`)).statusCode;
    expect(await listed()).toBe(200);

    expect((await patchUser(vendorUserId, { role: 'user' })).statusCode).toBe(200);
    expect(await listed()).toBe(404);
    expect(await latestAuditEntry(db)).toMatchObject({
      action: 'user.update',
      after: { role: 'user' },
    });
    const suspension = await db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'vendor.suspend'),
          eq(adminAuditLog.entityId, String(vendorId)),
        ),
      );
    expect(suspension).toHaveLength(1);

    // back to vendor: the admin lists it again explicitly
    expect((await patchUser(vendorUserId, { role: 'vendor' })).statusCode).toBe(200);
    expect(await listed()).toBe(404);
    const reactivated = await call(
      t.harness.app,
      'PATCH',
      `/api/admin/vendors/${vendorId}`,
      t.admin,
      {
        suspended: false,
      },
    );
    expect(reactivated.statusCode).toBe(200);
    expect(await listed()).toBe(200);
  });
});
