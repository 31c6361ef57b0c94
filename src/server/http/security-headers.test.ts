import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registerSecurityHeaders, SECURITY_HEADER_OPTIONS } from './security-headers';

// The security headers are worked out once at start-up instead of on every request;
// they must stay exactly what helmet sends for the same policy, on every kind of answer.

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('security headers', () => {
  it('are the very headers helmet sets per request with the same policy', async () => {
    const ours = await headersOf((app) => registerSecurityHeaders(app));
    const helmets = await headersOf(async (app) => {
      await app.register(fastifyHelmet, SECURITY_HEADER_OPTIONS);
    });
    expect(ours).toEqual(helmets);
    expect(ours['content-security-policy']).toContain("frame-ancestors 'none'");
    // a wallet's Payment Request is refused unless its method's address may be reached
    expect(ours['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/google\.com\/pay/);
    expect(ours['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('go out on API answers, cached public reads, errors and unknown paths alike', async () => {
    for (const url of ['/api/vendors', '/api/vendors/999999', '/api/nowhere', '/health']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
