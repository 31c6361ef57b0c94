import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, createBus, type BuildAppOptions } from '../server/app';
import { SESSION_COOKIE } from '../server/auth/sessions';
import { loadConfig } from '../server/config';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { seedDemo } from '../server/seed/seed';
import { createRedisBus, type EventBus } from '../server/realtime/bus';
import { DEMO_PASSWORD } from '../contract/demo';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * The app's bus: a test that writes to the database directly publishes what the API would
   * have (`publishLive(bus, vendorUpdateMessage(id))`), so cached public reads are dropped.
   */
  bus: EventBus;
  close: () => Promise<void>;
};

type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
  /** Settings on top of the tests' own (e.g. REDIS_URL for an app in scaled mode). */
  environment?: NodeJS.ProcessEnv;
};

function testConfig(environment: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    PUBLIC_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...environment,
  });
}

/** The real app over a fresh database (seeded with the demo data unless `seed: false`). */
export async function createTestApp({
  environment,
  ...options
}: { seed?: boolean } & TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemo(database.db);
  // a test reading the log lines gets them all
  const config = testConfig({
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...environment,
  });
  // no web app unless a test serves one (`serveWeb` with its own `webFolder`)
  // the bus the app would make itself (Redis when the test's settings name one), kept for the test
  const bus = options.bus ?? (await createBus(config));
  const app = await buildApp({
    serveWeb: false,
    logger: options.logStream !== undefined,
    ...options,
    bus,
    config,
    database,
  });
  await app.ready();
  return {
    app,
    database,
    bus,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another app over an existing database (a second instance in the cross-instance tests). Closing
 * it closes the app only, not the database.
 */
export async function createTestAppOn(
  database: DatabaseHandle,
  { environment, ...options }: TestAppOptions = {},
): Promise<FastifyInstance> {
  const config = testConfig(environment);
  const app = await buildApp({ ...options, config, database, serveWeb: false, logger: false });
  await app.ready();
  return app;
}

/**
 * Scaled mode's two instances behind one load balancer (DATABASE_URL and REDIS_URL mode only): a
 * seeded test database, app A over it and app B over a second connection pool, each with its own
 * Redis bus. Each undoing step goes onto `cleanup`, for the caller to run in reverse.
 */
export async function createTwoInstances(
  redisUrl: string,
  cleanup: (() => Promise<unknown>)[],
): Promise<{ database: DatabaseHandle; appA: FastifyInstance; appB: FastifyInstance }> {
  const database = await createTestDatabase();
  cleanup.push(() => database.close());
  await seedDemo(database.db);
  const second = await openSecondHandle(database);
  cleanup.push(() => second.close());
  const appA = await createTestAppOn(database, { bus: await createRedisBus(redisUrl) });
  cleanup.push(() => appA.close());
  const appB = await createTestAppOn(second, { bus: await createRedisBus(redisUrl) });
  cleanup.push(() => appB.close());
  return { database, appA, appB };
}

/** A second connection pool to the same PostgreSQL test database (DATABASE_URL mode only). */
export async function openSecondHandle(database: DatabaseHandle): Promise<DatabaseHandle> {
  const base = process.env.DATABASE_URL;
  if (database.kind !== 'postgres' || !base)
    throw new Error('a second handle needs a PostgreSQL test database');
  const result = await database.db.execute<{ name: string }>(
    sql`select current_database() as name`,
  );
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  const name = rows[0]?.name;
  if (!name) throw new Error('could not read the test database name');
  const url = new URL(base);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  return sessionCookieFrom(response);
}
