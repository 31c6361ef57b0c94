import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createTestAppOn, login } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { seedDemo } from '../seed/seed';
import { openDatabase, type DatabaseHandle } from './client';

// PostgreSQL refused or frozen (through a local TCP proxy) answers 503 within a few
// seconds, /health says so, and the app recovers soon after the database is back.

const url = process.env.DATABASE_URL;
const TIMEOUTS = { connectMs: 500, statementMs: 800, closeMs: 500 };
/** Connect wait, or statement time-out plus the client's read margin, plus slack. */
const ANSWER_BOUND_MS = 3000;

let direct: DatabaseHandle;
let proxy: TcpProxy;
let proxied: DatabaseHandle;
let proxiedUrl: string;
let app: FastifyInstance;
let cookie: string;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const currentUser = () => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** Polls until the database answers through the app again; the time it took. */
async function waitForRecovery(): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await currentUser()).statusCode === 200) return performance.now() - started;
    if (performance.now() - started > 15_000) throw new Error('no recovery within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(url)('PostgreSQL outage', () => {
  beforeAll(async () => {
    direct = await createTestDatabase();
    await seedDemo(direct.db);
    const target = new URL(url ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const result = await direct.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    const name = (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const through = new URL(url ?? '');
    through.host = proxy.address;
    through.pathname = `/${name}`;
    proxiedUrl = through.toString();
    proxied = await openDatabase({
      kind: 'postgres',
      url: proxiedUrl,
      poolSize: 4,
      timeouts: TIMEOUTS,
    });
    app = await createTestAppOn(proxied);
    cookie = await login(app, 'customer@curtaincall.test');
  });
  afterAll(async () => {
    await proxy?.setMode('forward');
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After at once while refused, then recovers', async () => {
    expect((await currentUser()).statusCode).toBe(200);
    await proxy.setMode('refuse');
    const { result: response, ms } = await timed(currentUser);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(response.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: { status: 'down' } });

    await proxy.setMode('forward');
    expect(await waitForRecovery()).toBeLessThan(10_000);
    expect((await app.inject({ method: 'GET', url: '/health' })).json().status).toBe('ok');
  });

  it('answers 503 within the bound while frozen, never hangs, and recovers within 10 s', async () => {
    // warm every pooled connection, then freeze them mid-conversation
    await Promise.all(Array.from({ length: 4 }, () => currentUser()));
    await proxy.setMode('blackhole');
    // transactions whose `begin` gets no answer on a frozen pooled connection must not keep it
    // checked out (drizzle never releases it): the pool would stay full after the database is back
    const transactions = await timed(() =>
      Promise.allSettled(
        Array.from({ length: 6 }, () => proxied.db.transaction((tx) => tx.execute(sql`select 1`))),
      ),
    );
    expect(transactions.result.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(transactions.ms).toBeLessThan(ANSWER_BOUND_MS);
    const { result: responses, ms } = await timed(() =>
      Promise.all(Array.from({ length: 8 }, () => currentUser())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(503));
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    const health = await timed(() => app.inject({ method: 'GET', url: '/health' }));
    expect(health.result.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(ANSWER_BOUND_MS + 500);

    await proxy.setMode('forward');
    expect(await waitForRecovery()).toBeLessThan(10_000);
    await expect(proxied.db.transaction((tx) => tx.execute(sql`select 1`))).resolves.toBeDefined();
  });

  it('closes the pool within its grace period even with frozen connections', async () => {
    const pool = await openDatabase({
      kind: 'postgres',
      url: proxiedUrl,
      poolSize: 3,
      timeouts: TIMEOUTS,
    });
    await Promise.all(Array.from({ length: 3 }, () => pool.ping()));
    await proxy.setMode('blackhole');
    // a query in flight on a frozen connection would hold pool.end() until its read time-out
    const inFlight = pool.db.execute(sql`select 1`).catch((error: unknown) => error);
    const { ms } = await timed(() => pool.close());
    expect(ms).toBeLessThan(TIMEOUTS.closeMs + 500);
    expect(await inFlight).toBeInstanceOf(Error);
    await proxy.setMode('forward');
  });
});
