// Order placement beside the database's limit, on
// PostgreSQL only: the full path (`POST /api/orders` with session, validation, server pricing,
// idempotency, timeline and notification) on the real server in its own process, against pgbench
// running the bare order transaction (one order and its 3 items, in one transaction) on the same
// schema and database, at the same concurrency and for the same time.
// Usage: npm run bench:orders (a throw-away database on DATABASE_URL's server, by default
// postgres://postgres@127.0.0.1:5432/test; pgbench must be installed)
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { orderItems, orders } from '../src/server/db/schema';
import { createCustomers } from './lib/customers';
import { drive } from './lib/load';
import { ITEMS_PER_ORDER, orderBody, orderRequests, placeOrder } from './lib/order-body';
import { runPgbench, writeOrderTransactionScript } from './lib/pgbench';
import { runBench, withAppOnThrowawayDatabase } from './lib/processes';
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
  const { bytes } = await placeOrder(origin, cookie, body);
  const { id } = JSON.parse(bytes.toString('utf8')) as { id: number };
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
  await withAppOnThrowawayDatabase(workFolder, 'orders', async ({ origin }, databaseUrl) => {
    const { cookies, userIds } = await createCustomers(databaseUrl, customerCount);
    const body = await orderBody(origin);
    const sample = await sampleOrder(origin, cookies[0] ?? '', body, databaseUrl);
    const script = writeOrderTransactionScript(workFolder, { ...sample, userIds });

    const requests = orderRequests(origin, body, cookies);
    const placeOrders = (seconds: number) =>
      drive({ ...requests, connections: settings.connections, durationSeconds: seconds });
    const pgbench = (seconds: number) =>
      runPgbench({
        databaseUrl: databaseUrl,
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
  });
}

runBench('bench-orders', main);
