import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  decodePassPayload,
  encodePassPayload,
  splitPassToken,
  type PassKeysResponse,
  type PickupPassResponse,
} from '../../../contract/pickup-pass';
import { orders, passSigningKeys, vendors } from '../../db/schema';
import { createTestApp, createTestAppOn, login, type TestApp } from '../../../test/test-app';
import { userIdByEmail } from '../orders/orders.test-support';
import { insertOrder, CUSTOMER_EMAIL } from '../payments/payments.test-support';
import { signUp } from '../orders/orders.test-support';
import { loadPassSigningKey } from './pass-signing-key';
import { PASS_CANCELLED_MESSAGE, PASS_NOT_PAID_MESSAGE } from './pickup-pass.service';

// The signed offline pickup pass and the public key that checks it.

let harness: TestApp;
let customer: string;
let customerId: number;
let other: string;
let vendor: string;

beforeAll(async () => {
  harness = await createTestApp();
  customer = await login(harness.app, CUSTOMER_EMAIL);
  customerId = await userIdByEmail(harness.database.db, CUSTOMER_EMAIL);
  other = await signUp(harness.app, 'quinn');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
});
afterAll(() => harness.close());

const get = (url: string, cookie?: string, app = harness.app) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function publicKeyFrom(app = harness.app) {
  const { keys } = (await get('/api/pickup-pass/keys', undefined, app)).json<PassKeysResponse>();
  const [entry] = keys;
  if (!entry) throw new Error('no pass key');
  return { keyId: entry.keyId, key: createPublicKey({ key: entry.jwk, format: 'jwk' }) };
}

function verifies(token: string, key: ReturnType<typeof createPublicKey>): boolean {
  const parts = splitPassToken(token);
  if (!parts) return false;
  return verify(
    'sha256',
    Buffer.from(parts.signingInput),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(parts.signature, 'base64url'),
  );
}

describe('GET /api/orders/{id}/pass', () => {
  it("gives the paid order's customer a pass signed with the public key", async () => {
    const order = await insertOrder(harness.database.db, customerId, {
      paymentStatus: 'paid',
      status: 'ready',
    });
    await harness.database.db
      .update(orders)
      .set({ pickupCode: '4821' })
      .where(eq(orders.id, order.id));
    const response = await get(`/api/orders/${order.id}/pass`, customer);
    expect(response.statusCode).toBe(200);
    const body = response.json<PickupPassResponse>();
    expect(body.pass).toMatchObject({
      v: 1,
      orderId: order.id,
      orderNumber: order.id,
      vendorId: order.vendorId,
      pickupCode: '4821',
      pickupTime: order.pickupTime.toISOString(),
      itemCount: 3,
    });
    expect(body.pass.vendorName).not.toBe('');
    // where to collect rides beside the signed pass, for the customer's hatch screen
    const [vendorRow] = await harness.database.db
      .select({ location: vendors.location })
      .from(vendors)
      .where(eq(vendors.id, order.vendorId));
    expect(body.vendorLocation).toBe(vendorRow?.location);
    const parts = splitPassToken(body.token);
    expect(parts?.keyId).toBe(body.keyId);
    expect(decodePassPayload(parts?.payload ?? '')).toEqual(body.pass);
    const { keyId, key } = await publicKeyFrom();
    expect(keyId).toBe(body.keyId);
    expect(verifies(body.token, key)).toBe(true);
  });

  it('a pass whose payload or signature was changed does not verify', async () => {
    const order = await insertOrder(harness.database.db, customerId, { paymentStatus: 'paid' });
    const { token, pass } = (
      await get(`/api/orders/${order.id}/pass`, customer)
    ).json<PickupPassResponse>();
    const { key } = await publicKeyFrom();
    const parts = splitPassToken(token);
    if (!parts) throw new Error('not a pass token');
    const forged = encodePassPayload({ ...pass, orderId: pass.orderId + 1 });
    expect(verifies(`CCP1.${parts.keyId}.${forged}.${parts.signature}`, key)).toBe(false);
    const flipped = parts.signature.startsWith('A')
      ? `B${parts.signature.slice(1)}`
      : `A${parts.signature.slice(1)}`;
    expect(verifies(`${parts.signingInput}.${flipped}`, key)).toBe(false);
    const stranger = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey;
    expect(verifies(token, stranger)).toBe(false);
  });

  it('a paid order not yet ready has no pickup code in its pass', async () => {
    const order = await insertOrder(harness.database.db, customerId, { paymentStatus: 'paid' });
    const body = (await get(`/api/orders/${order.id}/pass`, customer)).json<PickupPassResponse>();
    expect(body.pass.pickupCode).toBeNull();
  });

  it("is the customer's own: another customer and the vendor get 404, nobody signed in 401", async () => {
    const order = await insertOrder(harness.database.db, customerId, { paymentStatus: 'paid' });
    expect((await get(`/api/orders/${order.id}/pass`, other)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/pass`, vendor)).statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}/pass`)).statusCode).toBe(401);
    expect((await get('/api/orders/999999/pass', customer)).statusCode).toBe(404);
  });

  it('an unpaid or cancelled order answers 409 with the reason; a bad id 400', async () => {
    const unpaid = await insertOrder(harness.database.db, customerId);
    const unpaidAnswer = await get(`/api/orders/${unpaid.id}/pass`, customer);
    expect(unpaidAnswer.statusCode).toBe(409);
    expect(unpaidAnswer.json()).toMatchObject({ code: 'CONFLICT', message: PASS_NOT_PAID_MESSAGE });
    const cancelled = await insertOrder(harness.database.db, customerId, {
      paymentStatus: 'paid',
      status: 'cancelled',
    });
    const cancelledAnswer = await get(`/api/orders/${cancelled.id}/pass`, customer);
    expect(cancelledAnswer.statusCode).toBe(409);
    expect(cancelledAnswer.json()).toMatchObject({ message: PASS_CANCELLED_MESSAGE });
    expect((await get('/api/orders/abc/pass', customer)).statusCode).toBe(400);
  });
});

describe('GET /api/pickup-pass/keys', () => {
  it('is public and cacheable, with the public part of the key only', async () => {
    const response = await get('/api/pickup-pass/keys');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('public');
    const { keys } = response.json<PassKeysResponse>();
    expect(keys).toHaveLength(1);
    expect(Object.keys(keys[0]?.jwk ?? {}).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(response.body).not.toContain('PRIVATE');
  });

  it('is the same key for a second instance on the same database, stored once', async () => {
    const second = await createTestAppOn(harness.database);
    try {
      const first = await publicKeyFrom();
      const again = await publicKeyFrom(second);
      expect(again.keyId).toBe(first.keyId);
      const order = await insertOrder(harness.database.db, customerId, { paymentStatus: 'paid' });
      const { token } = (
        await get(`/api/orders/${order.id}/pass`, customer, second)
      ).json<PickupPassResponse>();
      expect(verifies(token, first.key)).toBe(true);
    } finally {
      await second.close();
    }
    expect(await harness.database.db.select().from(passSigningKeys)).toHaveLength(1);
  });

  it('instances racing to make the key all end with one key', async () => {
    await harness.database.db.delete(passSigningKeys);
    const keys = await Promise.all(
      [1, 2, 3].map(() => loadPassSigningKey(harness.database.db, undefined)),
    );
    expect(new Set(keys.map((key) => key.keyId)).size).toBe(1);
    expect(await harness.database.db.select().from(passSigningKeys)).toHaveLength(1);
  });

  it('a configured PEM key is used instead of the stored one', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const key = await loadPassSigningKey(harness.database.db, pem);
    const jwk = publicKey.export({ format: 'jwk' });
    expect(key.publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y });
  });
});
