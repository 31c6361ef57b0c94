import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../../../contract/push';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { pushSubscriptions, sessions, vapidKeys } from '../../db/schema';
import { userIdByEmail } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint.test-support';

// A signed-in device subscribes to pushes with its PushSubscription, once per endpoint, and
// only to a push service the server may reach; signing out of that device unsubscribes it.

const CUSTOMER = 'customer@curtaincall.test';

let harness: TestApp;
let endpoint: PushEndpoint;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  harness = await createTestApp({ environment: { PUSH_ENDPOINT_ORIGINS: endpoint.origin } });
});
afterAll(async () => {
  await harness.close();
  await endpoint.close();
});

const db = () => harness.database.db;
const subscribe = (cookie: string | undefined, body: object) =>
  callApi(harness.app, 'POST', '/api/push/subscriptions', cookie, body);
const unsubscribe = (cookie: string | undefined, body: object) =>
  callApi(harness.app, 'DELETE', '/api/push/subscriptions', cookie, body);

async function subscriptionsOf(email: string) {
  const userId = await userIdByEmail(db(), email);
  return db()
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

describe('GET /api/push/public-key', () => {
  it('gives everyone the one stored key pair’s public half, made on first use', async () => {
    const first = await callApi(harness.app, 'GET', '/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await callApi(
      harness.app,
      'GET',
      '/api/push/public-key',
      await login(harness.app, CUSTOMER),
    );
    expect(again.json()).toEqual({ publicKey });
    const stored = await db().select().from(vapidKeys);
    expect(stored.map((row) => row.publicKey)).toEqual([publicKey]);
  });
});

describe('POST and DELETE /api/push/subscriptions', () => {
  it('stores one subscription per endpoint, replaces its keys, and removes it', async () => {
    const cookie = await login(harness.app, CUSTOMER);
    const phone = endpoint.device('subscribe-phone');
    const created = await subscribe(cookie, phone.subscription);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ endpoint: phone.subscription.endpoint });

    const renewed = endpoint.device('subscribe-phone-renewed');
    const sameEndpoint = {
      ...renewed.subscription,
      endpoint: phone.subscription.endpoint,
      expirationTime: Date.now() + 86_400_000,
    };
    expect((await subscribe(cookie, sameEndpoint)).statusCode).toBe(201);
    const rows = await subscriptionsOf(CUSTOMER);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      endpoint: phone.subscription.endpoint,
      p256dh: renewed.subscription.keys.p256dh,
      auth: renewed.subscription.keys.auth,
    });
    expect(rows[0]?.expiresAt).toBeInstanceOf(Date);

    const removed = await unsubscribe(cookie, { endpoint: phone.subscription.endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await subscriptionsOf(CUSTOMER)).toEqual([]);
    expect((await unsubscribe(cookie, { endpoint: phone.subscription.endpoint })).statusCode).toBe(
      204,
    );
  });

  it('removes only the caller’s own subscription', async () => {
    const customer = await login(harness.app, CUSTOMER);
    const admin = await login(harness.app, 'admin@curtaincall.test');
    const phone = endpoint.device('own-phone');
    expect((await subscribe(customer, phone.subscription)).statusCode).toBe(201);
    expect((await unsubscribe(admin, { endpoint: phone.subscription.endpoint })).statusCode).toBe(
      204,
    );
    expect(await subscriptionsOf(CUSTOMER)).toHaveLength(1);
    await unsubscribe(customer, { endpoint: phone.subscription.endpoint });
  });

  it('answers 401 to a signed-out caller, before looking at the body', async () => {
    const phone = endpoint.device('signed-out');
    expect((await subscribe(undefined, phone.subscription)).statusCode).toBe(401);
    expect((await subscribe(undefined, { endpoint: 'http://x' })).statusCode).toBe(401);
    expect(
      (await unsubscribe(undefined, { endpoint: phone.subscription.endpoint })).statusCode,
    ).toBe(401);
  });

  const keys = () => endpoint.device('keys-only').subscription.keys;
  it.each([
    ['http://fcm.googleapis.com/fcm/send/a', 'https'],
    ['https://127.0.0.1/push/a', 'private'],
    ['https://localhost/push/a', 'private'],
    ['https://10.0.0.8/push/a', 'private'],
    ['https://192.168.1.20/push/a', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://[::1]/push/a', 'private'],
    ['https://[fc00::1]/push/a', 'private'],
    ['https://[fe80::1]/push/a', 'private'],
    [`https://fcm.googleapis.com/${'a'.repeat(PUSH_ENDPOINT_MAX_LENGTH)}`, 'at most'],
    ['not a url', 'URL'],
  ])('refuses the endpoint %s with 400 naming body.endpoint', async (url, words) => {
    const cookie = await login(harness.app, CUSTOMER);
    const response = await subscribe(cookie, { endpoint: url, expirationTime: null, keys: keys() });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.message).toContain(words);
    expect(body.issues).toEqual([{ path: 'body.endpoint', message: body.message }]);
  });

  it('refuses keys that are not a P-256 public key and a 16-byte secret, and unknown fields', async () => {
    const cookie = await login(harness.app, CUSTOMER);
    const { subscription } = endpoint.device('bad-keys');
    const cases: [object, string][] = [
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } }, 'body.keys.p256dh'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'short' } }, 'body.keys.auth'],
      // the right length and alphabet, but not a point on the curve
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` } },
        'body.keys.p256dh',
      ],
      [{ endpoint: subscription.endpoint }, 'body.keys'],
      [{ ...subscription, extra: true }, 'body.extra'],
    ];
    for (const [payload, path] of cases) {
      const response = await subscribe(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(path);
    }
    expect(await subscriptionsOf(CUSTOMER)).toEqual([]);
  });
});

describe('signing out', () => {
  it('removes the subscriptions of that device’s session, and keeps the other device’s', async () => {
    const phone = await login(harness.app, CUSTOMER);
    const laptop = await login(harness.app, CUSTOMER);
    const phoneDevice = endpoint.device('logout-phone');
    const laptopDevice = endpoint.device('logout-laptop');
    expect((await subscribe(phone, phoneDevice.subscription)).statusCode).toBe(201);
    expect((await subscribe(laptop, laptopDevice.subscription)).statusCode).toBe(201);

    const loggedOut = await callApi(harness.app, 'POST', '/api/auth/logout', phone);
    expect(loggedOut.statusCode).toBe(200);
    const left = await subscriptionsOf(CUSTOMER);
    expect(left.map((row) => row.endpoint)).toEqual([laptopDevice.subscription.endpoint]);
    const [session] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.id, left[0]?.sessionId ?? 0));
    expect(session).toBeDefined();
    await unsubscribe(laptop, { endpoint: laptopDevice.subscription.endpoint });
  });
});
