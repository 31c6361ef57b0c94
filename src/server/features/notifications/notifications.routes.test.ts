import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { NotificationPage, NotificationView } from '../../../contract/notifications';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import type { BusEvent } from '../../realtime/bus';
import { userIdByEmail } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import {
  recordAdminNotice,
  recordNotification,
  recordVendorApplicationDecided,
} from './notifications.service';
import { sendOutbox } from './outbox-sender';

// The notification panel's API: own notifications only, newest first, keyset paging.

let harness: TestApp;
let customer: string;
let vendor: string;
let customerId: number;
let vendorUserId: number;

beforeAll(async () => {
  harness = await createTestApp();
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  customerId = await userIdByEmail(harness.database.db, 'customer@curtaincall.test');
  vendorUserId = await userIdByEmail(harness.database.db, 'vendor@curtaincall.test');
});
afterAll(() => harness.close());

const notify = (userId: number, title: string) =>
  recordNotification(harness.database.db, {
    userId,
    title,
    message: `${title} message`,
    category: 'system',
  });

const get = <T>(url: string, cookie = customer) =>
  callApi(harness.app, 'GET', url, cookie).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  });

describe('the notifications API', () => {
  it('requires a session', async () => {
    expect((await callApi(harness.app, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await callApi(harness.app, 'GET', '/api/notifications/unread-count')).statusCode).toBe(
      401,
    );
    expect(
      (await callApi(harness.app, 'PATCH', '/api/notifications/mark-all-read')).statusCode,
    ).toBe(401);
  });

  it('pages the caller’s own notifications newest first', async () => {
    const created: NotificationView[] = [];
    for (let index = 0; index < 25; index += 1) created.push(await notify(customerId, `N${index}`));
    await notify(vendorUserId, 'for the vendor');

    const first = await get<NotificationPage>('/api/notifications?limit=10');
    expect(first.items.map((item) => item.title)).toEqual(
      created
        .slice(15)
        .reverse()
        .map((item) => item.title),
    );
    expect(first.nextCursor).toBe(created[15]?.id);
    const second = await get<NotificationPage>(
      `/api/notifications?limit=10&before=${first.nextCursor}`,
    );
    expect(second.items.map((item) => item.title)).toEqual(
      created
        .slice(5, 15)
        .reverse()
        .map((item) => item.title),
    );
    const third = await get<NotificationPage>(
      `/api/notifications?limit=10&before=${second.nextCursor}`,
    );
    expect(third.items).toHaveLength(5);
    expect(third.nextCursor).toBeNull();
    expect(third.items[0]).toMatchObject({
      title: 'N4',
      message: 'N4 message',
      category: 'system',
      priority: 'medium',
      isRead: false,
      orderId: null,
    });
    expect(Number.isNaN(Date.parse(third.items[0]?.createdAt ?? ''))).toBe(false);

    const defaults = await get<NotificationPage>('/api/notifications');
    expect(defaults.items).toHaveLength(20);
    expect(defaults.items.every((item) => !item.title.startsWith('for the'))).toBe(true);
  });

  it('rejects an invalid query or id with 400', async () => {
    expect(
      (await callApi(harness.app, 'GET', '/api/notifications?limit=0', customer)).statusCode,
    ).toBe(400);
    expect(
      (await callApi(harness.app, 'GET', '/api/notifications?before=abc', customer)).statusCode,
    ).toBe(400);
    expect(
      (await callApi(harness.app, 'PATCH', '/api/notifications/abc/read', customer)).statusCode,
    ).toBe(400);
  });

  it('counts unread, marks one and all read, deletes', async () => {
    const before = (await get<{ count: number }>('/api/notifications/unread-count')).count;
    const one = await notify(customerId, 'mark me');
    expect((await get<{ count: number }>('/api/notifications/unread-count')).count).toBe(
      before + 1,
    );

    const marked = await callApi(
      harness.app,
      'PATCH',
      `/api/notifications/${one.id}/read`,
      customer,
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json<NotificationView>()).toMatchObject({ id: one.id, isRead: true });
    expect((await get<{ count: number }>('/api/notifications/unread-count')).count).toBe(before);

    const all = await callApi(harness.app, 'PATCH', '/api/notifications/mark-all-read', customer);
    expect(all.statusCode).toBe(200);
    expect(all.json<{ updated: number }>()).toEqual({ updated: before });
    expect((await get<{ count: number }>('/api/notifications/unread-count')).count).toBe(0);
    // the vendor's notification stays unread
    expect(
      (await get<{ count: number }>('/api/notifications/unread-count', vendor)).count,
    ).toBeGreaterThan(0);

    const removed = await callApi(harness.app, 'DELETE', `/api/notifications/${one.id}`, customer);
    expect(removed.statusCode).toBe(204);
    expect(
      (await callApi(harness.app, 'DELETE', `/api/notifications/${one.id}`, customer)).statusCode,
    ).toBe(404);
  });

  it('answers another user’s notification with 404 and leaves it alone', async () => {
    const theirs = await notify(vendorUserId, 'private');
    const read = await callApi(
      harness.app,
      'PATCH',
      `/api/notifications/${theirs.id}/read`,
      customer,
    );
    expect(read.statusCode).toBe(404);
    const removed = await callApi(
      harness.app,
      'DELETE',
      `/api/notifications/${theirs.id}`,
      customer,
    );
    expect(removed.statusCode).toBe(404);
    const page = await get<NotificationPage>('/api/notifications?limit=100', vendor);
    expect(page.items.find((item) => item.id === theirs.id)?.isRead).toBe(false);
  });
});

describe('the event-driven creators', () => {
  const quiet = { warn: () => undefined };
  /** What the app's bus carries from here on (sent by this test or by the app's sweep). */
  function listen(): BusEvent[] {
    const events: BusEvent[] = [];
    const unsubscribe = harness.bus.subscribe((event) => events.push(event));
    onTestFinished(unsubscribe);
    return events;
  }

  it('sends a recorded notification to its user after the commit', async () => {
    const events = listen();
    const db = harness.database.db;
    const view = await db.transaction((tx) =>
      recordNotification(tx, {
        userId: customerId,
        title: 'Hello',
        message: 'World',
        category: 'system',
        priority: 'urgent',
      }),
    );
    await sendOutbox(db, harness.bus, quiet);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        kind: 'user',
        userId: customerId,
        message: { type: 'notification', data: view },
      }),
    );
  });

  it('tells the vendor owner about an application decision, then every client', async () => {
    const events = listen();
    const db = harness.database.db;
    const view = await db.transaction((tx) =>
      recordVendorApplicationDecided(tx, { vendorId: 1, decision: 'approved' }),
    );
    expect(view).toMatchObject({ category: 'vendor', priority: 'high' });
    await sendOutbox(db, harness.bus, quiet);
    await vi.waitFor(() => {
      const told = events.filter(
        (event) =>
          (event.message.type === 'notification' && event.message.data.id === view?.id) ||
          (event.message.type === 'vendor_update' && event.message.data.vendorId === 1),
      );
      expect(told.map((event) => event.kind)).toEqual(['user', 'broadcast']);
      expect(told[0]).toMatchObject({ kind: 'user', userId: vendorUserId });
    });
  });

  it('sends admin notices to each user once', async () => {
    const views = await harness.database.db.transaction((tx) =>
      recordAdminNotice(tx, {
        userIds: [customerId, vendorUserId, customerId],
        title: 'Show delayed',
        message: 'Doors open 30 minutes later.',
        category: 'promotion',
      }),
    );
    expect(views).toHaveLength(2);
    expect(views.every((view) => view.category === 'promotion')).toBe(true);
  });
});
