import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../contract/demo';
import { sessions, users, vendors } from '../../db/schema';
import {
  createTestApp,
  login,
  sessionCookieFrom,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({
    rateLimits: {
      loginPerAccountAddress: { limit: 3, windowMs: 60_000 },
      signupPerIp: { limit: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => harness.close());

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  username: `fan${Math.random().toString(36).slice(2, 8)}`,
  email: `fan-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'encore123',
  firstName: 'Jamie',
  lastName: 'Lee',
  phone: '415-555-0199',
  role: 'user',
  ...overrides,
});

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /api/auth/signup', () => {
  it('creates a customer, starts a session and never returns the password hash', async () => {
    const body = signupBody();
    const response = await post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({ email: body.email, role: 'user', firstName: 'Jamie' });
    expect(JSON.stringify(user)).not.toContain('scrypt');
    const cookie = response.cookies.find((entry) => entry.name === 'cc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(response) },
    });
    expect(me.json()).toMatchObject({ email: body.email });
  });

  it('defaults the role to user and stores the e-mail in lower case', async () => {
    const { role: _role, ...body } = signupBody({ email: 'Loud.Fan@Example.COM' });
    const response = await post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'user', email: 'loud.fan@example.com' });
  });

  it('opens a pending vendor profile for a vendor signup', async () => {
    const response = await post(
      '/api/auth/signup',
      signupBody({ role: 'vendor', firstName: 'Rosa' }),
    );
    expect(response.statusCode).toBe(201);
    const userId = response.json().user.id as number;
    const [vendor] = await harness.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.ownerUserId, userId));
    expect(vendor).toMatchObject({ approvalStatus: 'pending', name: "Rosa's Kitchen" });
  });

  it.each([['admin'], ['customer'], ['superuser']])(
    'refuses the role %s with the spec message',
    async (role) => {
      const response = await post('/api/auth/signup', signupBody({ role }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please select an account type',
      });
    },
  );

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['firstName', '  ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['phone', '12345', 'Please enter a valid phone number'],
    // Too long is said as such, never as 'is required' or zod's 'Too big'
    ['lastName', 'x'.repeat(120), 'Last name can be at most 80 characters'],
    ['firstName', 'x'.repeat(81), 'First name can be at most 80 characters'],
    ['password', 'x'.repeat(201), 'Password can be at most 200 characters'],
  ])('rejects a bad %s with the spec message naming the field', async (field, value, message) => {
    const response = await post('/api/auth/signup', signupBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.issues).toContainEqual({ path: `body.${field}`, message });
  });

  it('rejects missing fields and wrong types without a 500', async () => {
    const missing = await post('/api/auth/signup', { email: 'x@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((issue: { path: string }) => issue.path)).toEqual(
      expect.arrayContaining([
        'body.username',
        'body.password',
        'body.firstName',
        'body.lastName',
        'body.phone',
      ]),
    );
    const wrongTypes = await post(
      '/api/auth/signup',
      signupBody({ username: 42, password: ['x'] }),
    );
    expect(wrongTypes.statusCode).toBe(400);
    const notJson = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('VALIDATION_FAILED');
    const form = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: 'email=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await post('/api/auth/signup', signupBody({ firstName: 'x'.repeat(100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('treats SQL-looking input as plain data', async () => {
    const email = `o'brien-${Date.now()}@example.com`;
    const response = await post(
      '/api/auth/signup',
      signupBody({ email, firstName: "Robert'); DROP TABLE users;--" }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user.firstName).toBe("Robert'); DROP TABLE users;--");
    const attempt = await post('/api/auth/login', {
      email: "' OR 1=1 --@example.com",
      password: "' OR '1'='1",
    });
    expect([400, 401]).toContain(attempt.statusCode);
    const count = await harness.database.db.$count(users);
    expect(count).toBeGreaterThan(3);
  });

  it('answers 409 naming the e-mail or the username that is taken', async () => {
    const body = signupBody();
    expect((await post('/api/auth/signup', body)).statusCode).toBe(201);
    const sameEmail = await post(
      '/api/auth/signup',
      signupBody({ email: body.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists',
    });
    const sameUsername = await post('/api/auth/signup', signupBody({ username: body.username }));
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'This username is already taken',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('signs each demo account in and reports its role', async () => {
    for (const [email, role] of [
      ['customer@curtaincall.test', 'user'],
      ['vendor@curtaincall.test', 'vendor'],
      ['admin@curtaincall.test', 'admin'],
    ] as const) {
      const response = await post('/api/auth/login', { email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toBe(role);
    }
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const wrong = await post('/api/auth/login', {
      email: 'admin@curtaincall.test',
      password: 'wrong-password',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@curtaincall.test',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies.find((cookie) => cookie.name === 'cc_session')).toBeUndefined();
  });

  it('validates the login body with the spec messages', async () => {
    const response = await post('/api/auth/login', { email: 'nope', password: '123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Please enter a valid email address' },
        { path: 'body.password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });

  it('rate-limits repeated wrong passwords for one e-mail from one address with 429 and Retry-After', async () => {
    const email = 'pending-vendor@curtaincall.test';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await post('/api/auth/login', { email, password: 'guess-123' })).statusCode).toBe(
        401,
      );
    }
    const limited = await post('/api/auth/login', { email, password: 'guess-123' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotates the session: signing in again replaces the old token', async () => {
    const first = await login(harness.app, 'customer@curtaincall.test');
    const again = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
      headers: { cookie: first },
    });
    const second = sessionCookieFrom(again);
    expect(second).not.toBe(first);
    const old = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await login(harness.app, 'vendor@curtaincall.test');
    const token = cookie.split('=')[1] ?? '';
    const rows = await harness.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('sessions, logout and origin', () => {
  it('answers 401 to /api/auth/user and the profile without a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(
      401,
    );
    const profile = await harness.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().code).toBe('UNAUTHENTICATED');
  });

  it('invalidates the session on logout', async () => {
    const cookie = await login(harness.app, 'customer@curtaincall.test');
    const logout = await post('/api/auth/logout', undefined, { cookie });
    expect(logout.statusCode).toBe(200);
    const after = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a state-changing request from another origin', async () => {
    const response = await post(
      '/api/auth/login',
      { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
      { origin: 'https://evil.example', host: 'localhost:3000' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN');
    const sameSite = await post(
      '/api/auth/login',
      { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
      { origin: TEST_ORIGIN, host: 'localhost:3000' },
    );
    expect(sameSite.statusCode).toBe(200);
    const crossSiteNoOrigin = await post('/api/auth/logout', undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSiteNoOrigin.statusCode).toBe(403);
  });

  it('ignores an expired session', async () => {
    const cookie = await login(harness.app, 'admin@curtaincall.test');
    await harness.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /health', () => {
  it('reports the database as up', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
