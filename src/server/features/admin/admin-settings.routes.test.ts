import { describe, expect, it } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import { settingMessages, type SettingView } from '../../../contract/admin';
import { createTestAppOn } from '../../../test/test-app';
import { postOrder, seededMenu } from '../orders/orders.test-support';
import { readDemoPaymentSettings } from '../payments/demo-settings';
import { openSocket } from '../../realtime/socket.test-support';
import { adminTestApp, call, latestAuditEntry } from './admin.test-support';

// accounts spec 2.11 (settings panel), 5 (the editor and rule guessed from the key) and 9 (keys).

const t = adminTestApp();

const put = (key: string, body: unknown) =>
  call(t.harness.app, 'PUT', `/api/admin/settings/${key}`, t.admin, body);

describe('GET /api/admin/settings', () => {
  it('lists key, value and description of every setting', async () => {
    const response = await call(t.harness.app, 'GET', '/api/admin/settings', t.admin);
    expect(response.statusCode).toBe(200);
    const list = response.json<SettingView[]>();
    expect(list.map((setting) => setting.key)).toEqual([
      'app_maintenance_mode',
      'demo_checkout_mode',
      'demo_payment_delay',
      'demo_payment_success_rate',
    ]);
    expect(list[0]).toEqual({
      key: 'app_maintenance_mode',
      value: 'false',
      description: expect.stringContaining('maintenance'),
    });
  });
});

describe('PUT /api/admin/settings/{key}', () => {
  it.each([
    ['demo_payment_success_rate', '1.5', settingMessages.rate],
    ['demo_payment_success_rate', '-0.1', settingMessages.rate],
    ['demo_payment_success_rate', 'half', settingMessages.rate],
    ['demo_payment_success_rate', '', settingMessages.rate],
    ['demo_payment_delay', '-1', settingMessages.delay],
    ['demo_payment_delay', 'soon', settingMessages.delay],
    ['demo_payment_delay', '35000', settingMessages.delay],
    ['demo_checkout_mode', 'maybe', settingMessages.switch],
    ['app_maintenance_mode', '', settingMessages.switch],
  ])('refuses %s = %j with the rule of its key (400)', async (key, value, message) => {
    const response = await put(key, { value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      issues: [{ path: 'body.value', message }],
    });
  });

  it.each([
    ['demo_payment_success_rate', '0', '0'],
    ['demo_payment_success_rate', ' 0.5 ', '0.5'],
    ['demo_payment_success_rate', '1', '1'],
    ['demo_payment_delay', '0', '0'],
    ['demo_payment_delay', '1500', '1500'],
    ['demo_checkout_mode', 'off', 'false'],
    ['demo_checkout_mode', 'ON', 'true'],
  ])('accepts %s = %j, stored as %j', async (key, value, stored) => {
    const response = await put(key, { value });
    expect(response.statusCode).toBe(200);
    expect(response.json<SettingView>()).toMatchObject({ key, value: stored });
  });

  it('answers 404 for an unknown key and 400 for a body without a text value', async () => {
    const unknown = await put('no_such_setting', { value: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await put('demo_payment_delay', { value: 5 })).statusCode).toBe(400);
    expect((await put('demo_payment_delay', {})).statusCode).toBe(400);
  });

  it('records the change with the value before and after', async () => {
    await put('demo_payment_delay', { value: '2000' });
    await put('demo_payment_delay', { value: '750' });
    expect(await latestAuditEntry(t.harness.database.db)).toMatchObject({
      action: 'setting.update',
      entityType: 'setting',
      entityId: 'demo_payment_delay',
      before: { value: '2000' },
      after: { value: '750' },
    });
  });

  it('applies at once on every instance: another app over the same database reads it', async () => {
    const other = await createTestAppOn(t.harness.database);
    try {
      await put('demo_payment_success_rate', { value: '0.3' });
      expect((await readDemoPaymentSettings(t.harness.database.db)).successRate).toBe(0.3);
      await put('app_maintenance_mode', { value: 'on' });
      const status = await other.inject({ method: 'GET', url: '/api/app-status' });
      expect(status.json()).toEqual({
        maintenance: true,
        cardPayments: true,
        receiptEmails: false,
      });
    } finally {
      await put('app_maintenance_mode', { value: 'off' });
      await other.close();
    }
  });

  it('maintenance on refuses new customer orders while admins keep working', async () => {
    const menu = await seededMenu(t.harness.database.db);
    const burger = menu('Encore Smash Burger');
    await put('app_maintenance_mode', { value: 'on' });
    try {
      const refused = await postOrder(t.harness.app, t.customer, {
        vendorId: burger.vendorId,
        items: [{ menuItemId: burger.id, quantity: 1 }],
        pickupTime: 'asap',
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE });
      for (const url of ['/api/admin/users', '/api/admin/analytics', '/api/admin/settings'])
        expect((await call(t.harness.app, 'GET', url, t.admin)).statusCode).toBe(200);
    } finally {
      await put('app_maintenance_mode', { value: 'off' });
    }
  });

  it('tells every open client live when maintenance is switched, and only then', async () => {
    await t.harness.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(t.harness.app, { cookie: t.customer });
    try {
      await socket.waitFor((message) => message.type === 'authenticated');
      await put('demo_payment_delay', { value: '0' });
      await put('app_maintenance_mode', { value: 'on' });
      await socket.waitFor((message) => message.type === 'app_status');
      await put('app_maintenance_mode', { value: 'off' });
      const statusMessages = () =>
        socket.messages.filter((message) => message.type === 'app_status');
      await expect.poll(() => statusMessages().length).toBe(2);
    } finally {
      socket.ws.terminate();
    }
  });
});
