// Order placement beside the database's limit (issue 14, "Benchmarks", order placement), on
// PostgreSQL only: the full path (`POST /api/orders` with session, validation, server pricing,
// idempotency, timeline and notification) on the real server in its own process, against pgbench
// running the bare order transaction (one order and its 3 items, in one transaction) on the same
// schema and database, at the same concurrency and for the same time.
// Usage: npm run bench:orders (a throw-away database on DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/test; pgbench must be installed)
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '../src/contract/orders';
import { openDatabase } from '../src/server/db/client';
import { orderItems, orders } from '../src/server/db/schema';
import { createCustomers } from './lib/customers';
import { drive } from './lib/load';
import { ITEMS_PER_ORDER, orderBody } from './lib/order-body';
import { runPgbench, writeOrderTransactionScript } from './lib/pgbench';
import {
  createThrowawayDatabase,
  runBench,
  DEFAULT_POSTGRES_URL,
  startAppServer,
  type RunningProcess,
} from './lib/processes';
import {
  describeGoal,
  formatMs,
  formatRate,
  formatRatio,
  judge,
  markdownTable,
  numberSetting,
  type Goal,
} from './lib/report';
import { alternate, describeRun, failures, readSettings } from './lib/side-by-side';

const GOAL: Goal = { minThroughputRatio: 0.4, maxP99Ms: 60 };

/** Places one order through the API and reads back the rows it wrote, for pgbench to copy. */
async function sampleOrder(origin: string, cookie: string, body: string, databaseUrl: string) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      cookie,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body,
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`POST /api/orders answered ${response.status}: ${text}`);
  const { id } = JSON.parse(text) as { id: number };
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    const [order] = await database.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [id]));
    const items = await database.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [id]));
    if (!order || items.length !== ITEMS_PER_ORDER) throw new Error(`order ${id} not found`);
    return { order, items };
  } finally {
    await database.close();
  }
}

async function main(workFolder: string) {
  const settings = readSettings();
  const startedAt = new Date();
  const customerCount = Math.round(numberSetting(process.env.BENCH_CUSTOMERS, 500));
  const database = createThrowawayDatabase(
    process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    'orders',
  );
  let app: RunningProcess | undefined;
  try {
    app = await startAppServer({ workFolder, databaseUrl: database.url });
    const { origin } = app;
    const { cookies, userIds } = await createCustomers(database.url, customerCount);
    const body = await orderBody(origin);
    const sample = await sampleOrder(origin, cookies[0] ?? '', body, database.url);
    const script = writeOrderTransactionScript(workFolder, { ...sample, userIds });

    let next = 0;
    const placeOrders = (seconds: number) =>
      drive({
        url: `${origin}/api/orders`,
        method: 'POST',
        connections: settings.connections,
        durationSeconds: seconds,
        headers: { 'content-type': 'application/json', origin },
        body,
        // each request: the next customer in turn, a fresh key (a new order, not a replay)
        eachRequest: () => ({
          cookie: cookies[next++ % cookies.length] ?? '',
          [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
        }),
      });
    const pgbench = (seconds: number) =>
      runPgbench({
        databaseUrl: database.url,
        script,
        clients: settings.connections,
        durationSeconds: seconds,
        logFolder: workFolder,
      });
    const measured = await alternate(settings, placeOrders, pgbench);
    const verdict = judge(measured.app, measured.baseline, GOAL);

    console.log(
      `\n${describeRun(
        `Orders: POST /api/orders (full path, PostgreSQL) beside pgbench's bare order transaction`,
        settings,
        startedAt,
      )}\n${customerCount} customers in turn, ${ITEMS_PER_ORDER} items per order, a new Idempotency-Key per request\n`,
    );
    console.log(
      markdownTable(
        [
          'what',
          'app orders/s',
          'app p50',
          'app p99',
          'pgbench tps',
          'pgbench p99',
          'ratio',
          'goal',
          'result',
        ],
        [
          [
            `POST /api/orders vs order + ${ITEMS_PER_ORDER} items`,
            formatRate(measured.app.perSecond),
            formatMs(measured.app.p50Ms),
            formatMs(measured.app.p99Ms),
            formatRate(measured.baseline.perSecond),
            formatMs(measured.baseline.p99Ms),
            formatRatio(verdict.throughputRatio),
            describeGoal(GOAL),
            verdict.isMet ? 'PASS' : 'FAIL',
          ],
        ],
      ),
    );
    const notes = [failures('app', measured.app), failures('pgbench', measured.baseline)];
    console.log(
      notes.some(Boolean) ? `\n${notes.filter(Boolean).join('\n')}` : '\nno failed requests',
    );
  } finally {
    await app?.stop();
    database.drop();
  }
}

runBench('bench-orders', main);
