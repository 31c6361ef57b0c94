// The soak on PostgreSQL: POST /api/orders at a steady offered rate, measured a minute at a time
// (errors, p99, the server's memory and its database connections), judged by `judgeSoak`.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { createCustomers } from './customers';
import { drive } from './load';
import { orderBody, orderRequests } from './order-body';
import {
  createThrowawayDatabase,
  makeWorkFolder,
  startAppServer,
  type RunningProcess,
} from './processes';
import { formatRate } from './report';
import {
  formatShare,
  judgeSoak,
  residentBytes,
  soakLine,
  soakTable,
  type SoakMinute,
} from './soak';

const CUSTOMERS = 200;
const CONNECTIONS = 20;

export async function runSoak(options: {
  postgresUrl: string;
  minutes: number;
  /** Offered orders per second. */
  rate: number;
}): Promise<boolean> {
  console.log(
    `\nSoak: POST /api/orders at ${formatRate(options.rate)}/s offered for ${options.minutes} minute(s) on PostgreSQL, ${CUSTOMERS} customers in turn over ${CONNECTIONS} connections\n`,
  );
  const folder = makeWorkFolder('faults-soak');
  const database = createThrowawayDatabase(options.postgresUrl, 'soak');
  let server: RunningProcess | undefined;
  try {
    server = await startAppServer({ workFolder: folder.path, databaseUrl: database.url });
    const { origin, pid } = server;
    const { cookies } = await createCustomers(database.url, CUSTOMERS);
    const body = await orderBody(origin);
    const monitor = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    const minutes: SoakMinute[] = [];
    try {
      const requests = orderRequests(origin, body, cookies);
      for (let minute = 1; minute <= options.minutes; minute += 1) {
        const measured = await drive({
          ...requests,
          connections: CONNECTIONS,
          durationSeconds: 60,
          overallRate: options.rate,
        });
        const connected = await monitor.db.execute<{ total: number }>(
          sql`select count(*)::int as total from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()`,
        );
        const row: SoakMinute = {
          minute,
          succeeded: measured.succeeded,
          failed: measured.failed + measured.errors,
          p99Ms: measured.p99Ms,
          rssBytes: residentBytes(pid),
          databaseConnections:
            (connected as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0,
        };
        minutes.push(row);
        console.log(soakLine(row));
      }
    } finally {
      await monitor.close();
    }
    const verdict = judgeSoak(minutes);
    console.log(`\n${soakTable(minutes)}\n`);
    console.log(
      `errors ${formatShare(verdict.errorShare)}, p99 last/first ${verdict.p99Growth.toFixed(2)}x, RSS last/first ${verdict.rssGrowth.toFixed(2)}x`,
    );
    console.log(
      verdict.failures.length === 0 ? 'soak: PASS' : `soak: FAIL (${verdict.failures.join('; ')})`,
    );
    return verdict.failures.length === 0;
  } finally {
    await server?.stop();
    database.drop();
    folder.remove();
  }
}
