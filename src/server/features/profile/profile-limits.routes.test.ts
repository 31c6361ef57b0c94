import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../../test/test-app';
import type { RateLimits } from '../../context';

// PATCH /api/user/profile answers 409 for an e-mail already registered, so it is
// limited like sign-up: per account and per client address, 429 with Retry-After past the limit.

const WINDOW_MS = 60_000;
const SMALL_LIMITS: Partial<RateLimits> = {
  profilePerUser: { limit: 3, windowMs: WINDOW_MS },
  profilePerIp: { limit: 5, windowMs: WINDOW_MS },
};

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ rateLimits: SMALL_LIMITS });
});
afterAll(() => harness.close());

const patchProfile = (cookie: string, payload: object, remoteAddress = '127.0.0.1') =>
  harness.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload,
    headers: { cookie, origin: TEST_ORIGIN },
    remoteAddress,
  });

describe('PATCH /api/user/profile limits', () => {
  it('stops one account probing e-mail addresses after its limit, with Retry-After', async () => {
    const customer = await login(harness.app, 'customer@curtaincall.test');
    for (const email of [
      'vendor@curtaincall.test',
      'admin@curtaincall.test',
      'pending-vendor@curtaincall.test',
    ]) {
      const probe = await patchProfile(customer, { email }, '10.0.0.1');
      expect(probe.statusCode, email).toBe(409);
    }
    const limited = await patchProfile(customer, { email: 'fresh@example.test' }, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const profile = await harness.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: customer },
    });
    expect(profile.json().email).toBe('customer@curtaincall.test');
    // the same account from another address is still limited: the count is per account
    expect((await patchProfile(customer, { firstName: 'Sam' }, '10.0.0.2')).statusCode).toBe(429);
  });

  it('stops one address probing through several accounts, and leaves other addresses alone', async () => {
    const accounts = await Promise.all(
      ['vendor', 'admin', 'pending-vendor'].map((name) =>
        login(harness.app, `${name}@curtaincall.test`),
      ),
    );
    const statuses: number[] = [];
    for (const cookie of accounts)
      for (let probe = 0; probe < 2; probe += 1)
        statuses.push(
          (await patchProfile(cookie, { email: 'customer@curtaincall.test' }, '10.0.0.3'))
            .statusCode,
        );
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses[5]).toBe(429);
    const elsewhere = await patchProfile(accounts[2] ?? '', { firstName: 'Pat' }, '10.0.0.4');
    expect(elsewhere.statusCode).toBe(200);
  });
});
