import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AdminVendorView } from '../../../contract/admin';
import type { VendorView } from '../../../contract/vendors';
import { notifications } from '../../db/schema';
import { openSocket, type TestSocket } from '../../realtime/socket.test-support';
import { seededVendorId, signUp, userIdByEmail } from '../orders/orders.test-support';
import { call, latestAuditEntry, PENDING_VENDOR_EMAIL, adminTestApp } from './admin.test-support';

// accounts spec 2.10 Vendors, 4 (vendor application: pending, then approved or rejected) and 7.

const t = adminTestApp({ listen: true });

const approve = (vendorId: number, body: unknown) =>
  call(t.harness.app, 'PATCH', `/api/admin/vendors/${vendorId}/approve`, t.admin, body);
const suspend = (vendorId: number, body: unknown) =>
  call(t.harness.app, 'PATCH', `/api/admin/vendors/${vendorId}`, t.admin, body);
const listedIds = async () =>
  (await call(t.harness.app, 'GET', '/api/vendors', t.customer))
    .json<VendorView[]>()
    .map((v) => v.id);

async function latestNotification(email: string) {
  const userId = await userIdByEmail(t.harness.database.db, email);
  const [row] = await t.harness.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}

async function customerSocket(): Promise<TestSocket> {
  const socket = await openSocket(t.harness.app, { cookie: t.customer });
  t.opened.push(socket);
  await socket.waitFor((message) => message.type === 'authenticated');
  return socket;
}

describe('GET /api/admin/vendors/pending and /api/admin/vendors', () => {
  it('lists the pending applications with what the review needs', async () => {
    const response = await call(t.harness.app, 'GET', '/api/admin/vendors/pending', t.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminVendorView[]>()).toEqual([
      expect.objectContaining({
        name: 'Night Owl Noodles',
        cuisine: 'japanese',
        priceRange: '$$',
        phone: '(415) 555-0177',
        address: '215 Arguello Blvd, San Francisco, CA 94118',
        approvalStatus: 'pending',
        isSuspended: false,
        ownerEmail: PENDING_VENDOR_EMAIL,
      }),
    ]);
  });

  it('lists every vendor, whatever its status', async () => {
    const all = (await call(t.harness.app, 'GET', '/api/admin/vendors', t.admin)).json<
      AdminVendorView[]
    >();
    expect(all.map((vendor) => vendor.approvalStatus)).toEqual(
      expect.arrayContaining(['approved', 'pending']),
    );
    expect(all.length).toBeGreaterThan((await listedIds()).length);
  });
});

describe('PATCH /api/admin/vendors/{vendorId}/approve', () => {
  it('refuses anything but {approved: boolean} (400)', async () => {
    const vendorId = await seededVendorId(t.harness.database.db, 'Night Owl Noodles');
    for (const body of [{}, { approved: 'yes' }, { approved: 1 }, { approved: true, name: 'x' }]) {
      const response = await approve(vendorId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await approve(999_999, { approved: true })).statusCode).toBe(404);
  });

  it('approval lists the vendor for customers at once, live, and notifies the vendor', async () => {
    const vendorId = await seededVendorId(t.harness.database.db, 'Night Owl Noodles');
    expect(await listedIds()).not.toContain(vendorId);
    const socket = await customerSocket();

    const response = await approve(vendorId, { approved: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminVendorView>()).toMatchObject({
      id: vendorId,
      approvalStatus: 'approved',
    });
    await socket.waitFor(
      (message) => message.type === 'vendor_update' && message.data.vendorId === vendorId,
    );
    expect(await listedIds()).toContain(vendorId);
    expect(await latestNotification(PENDING_VENDOR_EMAIL)).toMatchObject({
      category: 'vendor',
      title: 'Your vendor application was approved',
    });
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'vendor.approve',
      entityType: 'vendor',
      entityId: String(vendorId),
      before: { approvalStatus: 'pending' },
      after: { approvalStatus: 'approved' },
    });
    const pending = await call(t.harness.app, 'GET', '/api/admin/vendors/pending', t.admin);
    expect(pending.json()).toEqual([]);
    expect((await approve(vendorId, { approved: true })).statusCode).toBe(409);
  });

  it('rejection keeps the vendor unlisted and tells the vendor why', async () => {
    await signUp(t.harness.app, 'latecomer', 'vendor');
    const all = (await call(t.harness.app, 'GET', '/api/admin/vendors/pending', t.admin)).json<
      AdminVendorView[]
    >();
    const application = all.find((vendor) => vendor.ownerEmail === 'latecomer@example.test');
    if (!application) throw new Error('no application');
    const response = await approve(application.id, {
      approved: false,
      reason: 'No food safety certificate',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminVendorView>().approvalStatus).toBe('rejected');
    expect(await listedIds()).not.toContain(application.id);
    const notice = await latestNotification('latecomer@example.test');
    expect(notice?.title).toBe('Your vendor application was rejected');
    expect(notice?.message).toContain('No food safety certificate');
    expect((await approve(application.id, { approved: false })).statusCode).toBe(409);
  });
});

describe('PATCH /api/admin/vendors/{vendorId} (suspend and reactivate)', () => {
  it('hides a suspended vendor from customers and brings it back on reactivation', async () => {
    const vendorId = await seededVendorId(t.harness.database.db, 'Curtain Call Burgers');
    const socket = await customerSocket();
    const suspended = await suspend(vendorId, { suspended: true, reason: 'Health inspection' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json<AdminVendorView>()).toMatchObject({ isSuspended: true });
    await socket.waitFor(
      (message) => message.type === 'vendor_update' && message.data.vendorId === vendorId,
    );
    expect(await listedIds()).not.toContain(vendorId);
    expect(
      (await call(t.harness.app, 'GET', `/api/vendors/${vendorId}`, t.customer)).statusCode,
    ).toBe(404);
    const notice = await latestNotification('vendor@curtaincall.test');
    expect(notice?.message).toContain('Health inspection');
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'vendor.suspend',
      before: { suspendedAt: null },
    });

    const back = await suspend(vendorId, { suspended: false });
    expect(back.json<AdminVendorView>()).toMatchObject({ isSuspended: false });
    expect(await listedIds()).toContain(vendorId);
  });

  it('refuses a bad body (400) and a vendor that is not approved (409)', async () => {
    const vendorId = await seededVendorId(t.harness.database.db, 'Curtain Call Burgers');
    expect((await suspend(vendorId, { suspended: 'yes' })).statusCode).toBe(400);
    expect((await suspend(vendorId, {})).statusCode).toBe(400);
    const rejected = (await call(t.harness.app, 'GET', '/api/admin/vendors', t.admin))
      .json<AdminVendorView[]>()
      .find((vendor) => vendor.approvalStatus === 'rejected');
    if (!rejected) throw new Error('no rejected vendor');
    expect((await suspend(rejected.id, { suspended: true })).statusCode).toBe(409);
  });
});

describe('an application is listed only once complete, and a rejection can be undone', () => {
  async function freshApplication(name: string) {
    const cookie = await signUp(t.harness.app, name, 'vendor');
    const pending = (await call(t.harness.app, 'GET', '/api/admin/vendors/pending', t.admin)).json<
      AdminVendorView[]
    >();
    const application = pending.find((vendor) => vendor.ownerEmail === `${name}@example.test`);
    if (!application) throw new Error('no application');
    return { cookie, application };
  }

  it('shows what an empty application lacks and refuses to approve it (409)', async () => {
    const { cookie, application } = await freshApplication('emptystall');
    expect(application.missingForListing).toEqual(['a description', 'an available menu item']);
    const refused = await approve(application.id, { approved: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "emptystall's Kitchen cannot be approved yet: it needs a description and an available menu item.",
    );
    expect(await listedIds()).not.toContain(application.id);

    // completed by the vendor: approved and listed
    await call(t.harness.app, 'PATCH', '/api/vendor/profile', cookie, {
      description: 'Wood-fired flatbreads.',
    });
    await call(t.harness.app, 'POST', '/api/vendor/menu', cookie, {
      name: 'Margherita',
      price: '11.00',
      category: 'mains',
    });
    expect((await approve(application.id, { approved: true })).statusCode).toBe(200);
    expect(await listedIds()).toContain(application.id);

    // its last dish made unavailable: no longer listed
    const menu = (await call(t.harness.app, 'GET', '/api/vendor/menu', cookie)).json<
      { id: number }[]
    >();
    await call(t.harness.app, 'PATCH', `/api/vendor/menu/${menu[0]!.id}`, cookie, {
      isAvailable: false,
    });
    expect(await listedIds()).not.toContain(application.id);
  });

  it("approves a rejected vendor, and the rejection notice ends the admin's sentence once", async () => {
    const { cookie, application } = await freshApplication('secondchance');
    await approve(application.id, { approved: false, reason: 'Please add a real menu.' });
    const notice = await latestNotification('secondchance@example.test');
    expect(notice?.message).toMatch(/Reason: Please add a real menu\.$/);

    await call(t.harness.app, 'PATCH', '/api/vendor/profile', cookie, {
      description: 'Street tacos.',
    });
    await call(t.harness.app, 'POST', '/api/vendor/menu', cookie, {
      name: 'Al Pastor Taco',
      price: '4.50',
      category: 'mains',
    });
    const approved = await approve(application.id, { approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminVendorView>()).toMatchObject({
      approvalStatus: 'approved',
      missingForListing: [],
    });
    expect(await listedIds()).toContain(application.id);
  });
});
