import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMemoryBus } from '../../realtime/bus';

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

  it('has no Redis part without Redis', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(response.json()).not.toHaveProperty('redis');
  });

  // Redis down while the database is up is degraded, still a 200 (the web's connection
  // check reads only the status code and the time taken)
  it('is 200 degraded when Redis does not answer, and ok again once it does', async () => {
    let isRedisUp = true;
    const bus = {
      ...createMemoryBus(),
      ping: () => (isRedisUp ? Promise.resolve() : Promise.reject(new Error('Command timed out'))),
    };
    const scaled = await createTestApp({ seed: false, bus });
    try {
      const up = await scaled.app.inject({ method: 'GET', url: '/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
      isRedisUp = false;
      const down = await scaled.app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toMatchObject({
        status: 'degraded',
        database: { status: 'up' },
        redis: { status: 'down' },
      });
      isRedisUp = true;
      expect((await scaled.app.inject({ method: 'GET', url: '/health' })).json().status).toBe('ok');
    } finally {
      await scaled.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
