import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { menuItems, notifications, orders, outbox, settings, vendors } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import { placeOrder } from '../../realtime/socket.test-support';
import { seededVendorId, userIdByEmail } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { failCommitsThatWriteTheOutbox, liveRecords } from './outbox.test-support';

// Every live message a change causes (a vendor's menu, an admin's decision or setting, a
// customer's cancellation), not only an order's notification, is written to the outbox in the
// change's transaction: both commit, or neither does. (Sent after a crash: outbox-live-crash.)

let harness: TestApp;
let customer: string;
let vendor: string;
let admin: string;
const published: BusEvent[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  harness.bus.subscribe((event) => published.push(event));
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  admin = await login(harness.app, 'admin@curtaincall.test');
});
afterAll(() => harness.close());
beforeEach(() => {
  published.length = 0;
});

const db = () => harness.database.db;

const vendorUpdatesOf = (vendorId: number) =>
  published.filter(
    (event) => event.message.type === 'vendor_update' && event.message.data.vendorId === vendorId,
  );

describe('written with the change', () => {
  it('saves a menu change and its vendor_update together, or neither', async () => {
    const vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
    const before = (await liveRecords(db(), 'vendor_update')).length;
    const item = { price: 3, category: 'mains' };
    const restore = await failCommitsThatWriteTheOutbox(db());
    try {
      const refused = await callApi(harness.app, 'POST', '/api/vendor/menu', vendor, {
        ...item,
        name: 'Refused Taco',
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await db().select().from(menuItems).where(eq(menuItems.name, 'Refused Taco'))).toEqual(
      [],
    );
    expect(await liveRecords(db(), 'vendor_update')).toHaveLength(before);

    const saved = await callApi(harness.app, 'POST', '/api/vendor/menu', vendor, {
      ...item,
      name: 'Saved Taco',
    });
    expect(saved.statusCode).toBe(201);
    const records = await liveRecords(db(), 'vendor_update');
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)?.payload).toEqual({
      channels: [{ kind: 'broadcast' }],
      message: { type: 'vendor_update', data: { vendorId } },
    });
    await vi.waitFor(() => expect(vendorUpdatesOf(vendorId)).toHaveLength(1));
  });

  it('saves an app setting and its app_status together, or neither', async () => {
    const put = (value: string) =>
      callApi(harness.app, 'PUT', '/api/admin/settings/app_maintenance_mode', admin, { value });
    const maintenance = async () =>
      (await db().select().from(settings).where(eq(settings.key, 'app_maintenance_mode')))[0]
        ?.value;
    const before = (await liveRecords(db(), 'app_status')).length;
    const restore = await failCommitsThatWriteTheOutbox(db());
    try {
      expect((await put('on')).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await maintenance()).toBe('false');
    expect(await liveRecords(db(), 'app_status')).toHaveLength(before);

    try {
      expect((await put('on')).statusCode).toBe(200);
      expect(await liveRecords(db(), 'app_status')).toHaveLength(before + 1);
      await vi.waitFor(() =>
        expect(published.filter((event) => event.message.type === 'app_status')).toHaveLength(1),
      );
    } finally {
      await put('off');
    }
  });

  it('refuses a customer cancellation whole when its update cannot be recorded', async () => {
    const order = await placeOrder(harness.app, db(), customer);
    const restore = await failCommitsThatWriteTheOutbox(db());
    try {
      const refused = await callApi(
        harness.app,
        'POST',
        `/api/orders/${order.id}/cancel`,
        customer,
      );
      expect(refused.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', paymentStatus: 'unpaid' });
    const records = await db().select().from(outbox).where(eq(outbox.kind, 'order_update'));
    expect(records.filter((record) => record.payload.id === order.id)).toEqual([]);
  });

  it('refuses a vendor approval whole when its notice cannot be recorded', async () => {
    const vendorId = await seededVendorId(db(), 'Night Owl Noodles');
    const ownerId = await userIdByEmail(db(), 'pending-vendor@curtaincall.test');
    const restore = await failCommitsThatWriteTheOutbox(db());
    try {
      const refused = await callApi(
        harness.app,
        'PATCH',
        `/api/admin/vendors/${vendorId}/approve`,
        admin,
        { approved: true },
      );
      expect(refused.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [row] = await db().select().from(vendors).where(eq(vendors.id, vendorId));
    expect(row?.approvalStatus).toBe('pending');
    expect(
      await db().select().from(notifications).where(eq(notifications.userId, ownerId)),
    ).toEqual([]);
    expect(vendorUpdatesOf(vendorId)).toEqual([]);
  });
});
