import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler';

// With the database refusing connections the API answers 503, which the client may retry, with
// Retry-After; a bug stays a 500.

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  app.get('/refused', async () => {
    // drizzle wraps the driver's error in its own
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new Error('Failed query: select 1', { cause: refused });
  });
  app.get('/pool-busy', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/bug', async () => {
    throw new TypeError('undefined is not a function');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it.each(['/refused', '/pool-busy'])('answers %s with 503 DATABASE_UNAVAILABLE', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: expect.any(String),
    });
    expect(response.body).not.toContain('5432');
  });

  it('keeps an unexpected error a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
  });
});
