import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(() => harness.close());

describe('GET /health', () => {
  it('is 200 with the database up and never cached', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().database.status).toBe('up');
  });

  it('is 503 when the database is unreachable', async () => {
    const original = harness.database.ping;
    harness.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await harness.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'unavailable',
        database: { status: 'down' },
      });
    } finally {
      harness.database.ping = original;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
