import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { RateLimits } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { DEVICE_COOKIE, FIRST_DELAY_MS } from './sign-in-guard';

// Sign-in and sign-up limits per client address and per e-mail, which address counts as the
// client's (TRUST_PROXY), and the Secure flag of the session cookie on https.

const WINDOW_MS = 60_000;
const SMALL_LIMITS: Partial<RateLimits> = {
  loginPerAccountAddress: { limit: 3, windowMs: WINDOW_MS },
  // the slow-downs have tests of their own below; here they stay out of the way
  loginSlowdownPerAccount: { limit: 1000, windowMs: WINDOW_MS },
  loginSlowdownPerIp: { limit: 1000, windowMs: WINDOW_MS },
  signupPerIp: { limit: 2, windowMs: WINDOW_MS },
  signupPerEmail: { limit: 3, windowMs: WINDOW_MS },
};
const LIMITED_MESSAGE = 'Too many attempts. Please try again in 1 minute.';

let harness: TestApp;
beforeAll(async () => {
  // the test app's configuration leaves TRUST_PROXY unset, as a directly exposed server would
  harness = await createTestApp({ seed: false, rateLimits: SMALL_LIMITS });
});
afterAll(() => harness.close());

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

const signupBody = (email = `${unique('fan-')}@example.com`) => ({
  username: unique('fan'),
  email,
  password: 'encore123',
  firstName: 'Jamie',
  lastName: 'Lee',
  phone: '415-555-0199',
});

/** A request from one client socket address, with extra headers (such as X-Forwarded-For). */
function postFrom(
  app: FastifyInstance,
  remoteAddress: string,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = { method: 'POST', url, payload, headers, remoteAddress };
  return app.inject(options);
}

/** A wrong password for `email` (by default the account every guess of one test aims at). */
const wrongLogin = (
  app: FastifyInstance,
  remoteAddress: string,
  headers = {},
  email = 'target@example.com',
) => postFrom(app, remoteAddress, '/api/auth/login', { email, password: 'guess-123' }, headers);

function expectLimited(response: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: LIMITED_MESSAGE });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
}

describe('POST /api/auth/login, per account and client address', () => {
  it('answers 429 with Retry-After once one address used up its guesses at one account', async () => {
    const email = `${unique('aimed-')}@example.com`;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongLogin(harness.app, '127.0.0.11', {}, email)).statusCode).toBe(401);
    expectLimited(await wrongLogin(harness.app, '127.0.0.11', {}, email));
    // the account from another address, and another account from this address, are not held back
    expect((await wrongLogin(harness.app, '127.0.0.12', {}, email)).statusCode).toBe(401);
    const other = `${unique('other-')}@example.com`;
    expect((await wrongLogin(harness.app, '127.0.0.11', {}, other)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/signup', () => {
  it('answers 429 with Retry-After once one address opened its accounts', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await postFrom(harness.app, '127.0.0.21', '/api/auth/signup', signupBody());
      expect(response.statusCode).toBe(201);
    }
    expectLimited(await postFrom(harness.app, '127.0.0.21', '/api/auth/signup', signupBody()));
    const elsewhere = await postFrom(harness.app, '127.0.0.22', '/api/auth/signup', signupBody());
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 429 with Retry-After to repeated sign-ups for one e-mail from many addresses', async () => {
    const email = `${unique('popular-')}@example.com`;
    const from = (index: number) =>
      postFrom(harness.app, `127.0.0.${30 + index}`, '/api/auth/signup', signupBody(email));
    expect((await from(0)).statusCode).toBe(201);
    for (const index of [1, 2]) expect((await from(index)).json().code).toBe('EMAIL_TAKEN');
    expectLimited(await from(3));
    // the same addresses may still sign up another e-mail
    const other = await postFrom(harness.app, '127.0.0.33', '/api/auth/signup', signupBody());
    expect(other.statusCode).toBe(201);
  });
});

describe('the client address behind X-Forwarded-For (TRUST_PROXY)', () => {
  it('is not believed by default: one socket with changing X-Forwarded-For shares one limit', async () => {
    const forwardedFor = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}` });
    const email = `${unique('forwarded-')}@example.com`;
    for (let index = 1; index <= 3; index += 1)
      expect(
        (await wrongLogin(harness.app, '127.0.0.41', forwardedFor(index), email)).statusCode,
      ).toBe(401);
    expectLimited(await wrongLogin(harness.app, '127.0.0.41', forwardedFor(4), email));
  });
});

/** The app as deployed behind a TLS-terminating proxy on loopback: https, TRUST_PROXY=loopback. */
describe('behind one proxy on https', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://curtaincall.example',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    app = await buildApp({
      config,
      database,
      rateLimits: SMALL_LIMITS,
      serveWeb: false,
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('counts each client address the proxy forwards on its own', async () => {
    const proxy = '127.0.0.51';
    for (let index = 1; index <= 4; index += 1) {
      const response = await wrongLogin(app, proxy, { 'x-forwarded-for': `203.0.113.${index}` });
      expect(response.statusCode).toBe(401);
    }
    const sameClient = { 'x-forwarded-for': '198.51.100.7' };
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongLogin(app, proxy, sameClient)).statusCode).toBe(401);
    expectLimited(await wrongLogin(app, proxy, sameClient));
  });

  it('believes X-Forwarded-For only from the proxy, not from a client that reaches the app', async () => {
    const direct = '192.0.2.10';
    for (let index = 1; index <= 3; index += 1) {
      const response = await wrongLogin(app, direct, { 'x-forwarded-for': `203.0.113.${index}` });
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await wrongLogin(app, direct, { 'x-forwarded-for': '203.0.113.99' }));
  });

  it('marks the session cookie Secure on https, and its removal too', async () => {
    const response = await postFrom(app, '127.0.0.52', '/api/auth/signup', signupBody());
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((entry) => entry.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    const logout = await postFrom(
      app,
      '127.0.0.52',
      '/api/auth/logout',
      {},
      { cookie: `cc_session=${cookie?.value}` },
    );
    expect(logout.cookies.find((entry) => entry.name === 'cc_session')?.secure).toBe(true);
  });
});

describe('the session cookie on http', () => {
  it('is not marked Secure (a browser would drop it over plain http)', async () => {
    const response = await postFrom(harness.app, '127.0.0.61', '/api/auth/signup', signupBody());
    expect(response.statusCode).toBe(201);
    const cookie = response.cookies.find((entry) => entry.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(response.headers['set-cookie']).not.toMatch(/;\s*Secure/i);
  });
});

// Someone else's guesses never lock the owner out, and only wrong passwords count
describe('sign-in slow-down instead of lock-out', () => {
  let owner: TestApp;
  const SLOW_LIMITS: Partial<RateLimits> = {
    loginPerAccountAddress: { limit: 3, windowMs: WINDOW_MS },
    loginSlowdownPerAccount: { limit: 3, windowMs: WINDOW_MS },
    loginSlowdownPerIp: { limit: 3, windowMs: WINDOW_MS },
    signupPerIp: { limit: 100, windowMs: WINDOW_MS },
  };
  beforeAll(async () => {
    owner = await createTestApp({ seed: false, rateLimits: SLOW_LIMITS });
  });
  afterAll(() => owner.close());

  async function account(address: string) {
    const body = signupBody();
    const created = await postFrom(owner.app, address, '/api/auth/signup', body);
    expect(created.statusCode).toBe(201);
    return { email: body.email, password: body.password };
  }
  const signIn = (address: string, credentials: object, headers: Record<string, string> = {}) =>
    postFrom(owner.app, address, '/api/auth/login', credentials, headers);
  async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await work();
    return [result, performance.now() - started];
  }
  /**
   * Whether a sign-in that took `ms` waited: it took longer than a sign-in with nothing counted
   * (a new account, timed now, so a busy machine slows both) by most of the first wait.
   */
  async function waited(ms: number): Promise<boolean> {
    const control = await account('127.0.1.99');
    const [answer, controlMs] = await timed(() => signIn('127.0.1.99', control));
    expect(answer.statusCode).toBe(200);
    return ms - controlMs >= FIRST_DELAY_MS - 50;
  }

  it("lets the owner in from their own address after someone else's guesses, only slower", async () => {
    const mine = await account('127.0.1.1');
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongLogin(owner.app, '198.51.100.66', {}, mine.email)).statusCode).toBe(401);
    // the guesser's address is now refused for this account...
    expectLimited(await wrongLogin(owner.app, '198.51.100.66', {}, mine.email));
    // ...and the owner elsewhere gets in, after the account's first wait (3 wrong, limit 3)
    const [answer, ms] = await timed(() => signIn('127.0.1.1', mine));
    expect(answer.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(240);
  });

  it('lets a device that signed in before skip the wait and the pair limit', async () => {
    const mine = await account('127.0.1.2');
    const first = await signIn('127.0.1.2', mine);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', sameSite: 'Lax' });
    // a guesser behind the same carrier address uses up this account's guesses there
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await wrongLogin(owner.app, '127.0.1.2', {}, mine.email)).statusCode).toBe(401);
    expectLimited(await wrongLogin(owner.app, '127.0.1.2', {}, mine.email));
    const [answer, ms] = await timed(() =>
      signIn('127.0.1.2', mine, { cookie: `${DEVICE_COOKIE}=${device?.value ?? ''}` }),
    );
    expect(answer.statusCode).toBe(200);
    expect(await waited(ms)).toBe(false);
  });

  it('never refuses a correct password from an address that used up its budget', async () => {
    const address = '203.0.113.200';
    const mine = await account('127.0.1.3');
    // wrong passwords at many accounts from one carrier address: past its budget it waits
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect(
        (await wrongLogin(owner.app, address, {}, `${unique('spray-')}@example.com`)).statusCode,
      ).toBe(401);
    const [answer, ms] = await timed(() => signIn(address, mine));
    expect(answer.statusCode).toBe(200);
    // 4 wrong passwords against a budget of 3: the second wait, 500 ms
    expect(ms).toBeGreaterThanOrEqual(490);
  });

  it('counts wrong passwords only, not sign-ins that failed for another reason', async () => {
    const mine = await account('127.0.1.4');
    // a body the schema refuses is not a guess
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn('127.0.1.5', { email: mine.email })).statusCode).toBe(400);
    const [answer, ms] = await timed(() => signIn('127.0.1.5', mine));
    expect(answer.statusCode).toBe(200);
    expect(await waited(ms)).toBe(false);
  });
});
