// Fault drills (not part of every CI run):
// 1. kill -9 under load, on PostgreSQL and on the embedded database: customers place and pay
//    orders (each under its own Idempotency-Key, as many at once as there are customers) against
//    the production server, which is killed with SIGKILL 1-3 s in; it is restarted on the same
//    database (the embedded data folder's lock is taken over), every order whose request got no
//    answer is sent on with the same key, and the database is held against every answer given:
//    no acknowledged order or payment lost, no orphans, no duplicates. FAULTS_ROUNDS rounds each.
// 2. The outage tests: PostgreSQL and Redis refused, blackholed and frozen through a local proxy.
// 3. With FAULTS_SOAK_MINUTES: a soak at half FAULTS_SOAK_RATE orders/s on PostgreSQL.
// Usage: npm run test:faults [-- kill-postgres kill-pglite outages soak] (all but the soak by
// default). DATABASE_URL and REDIS_URL default to the local servers CI uses.
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { call, login } from './lib/app-client';
import { createCustomers, signUpCustomers } from './lib/customers';
import type { DrillCustomer } from './lib/kill-drill';
import { type DrillTarget, runKillDrill } from './lib/kill-drill-rounds';
import { ITEMS_PER_ORDER } from './lib/order-body';
import {
  createThrowawayDatabase,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  makeWorkFolder,
  repositoryRoot,
  startAppServer,
} from './lib/processes';
import { markdownTable, numberSetting } from './lib/report';
import { runSoak } from './lib/soak-run';

const OUTAGE_TESTS = [
  'src/server/db/database-outage.test.ts',
  'src/server/realtime/redis-outage.test.ts',
];
/** As many customers as orders in flight; the embedded one's sign-ups stay within the limit. */
const CUSTOMERS = 20;

const postgresUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

type DrillResult = Awaited<ReturnType<typeof runKillDrill>>;
type Drill = (target: DrillTarget) => Promise<DrillResult>;

const asCustomers = ({ cookies, ids }: { cookies: string[]; ids: number[] }): DrillCustomer[] =>
  cookies.map((cookie, index) => ({ cookie, userId: ids[index] ?? 0 }));

/** Removes the work folder after a clean drill; keeps it (the servers' logs) otherwise. */
async function keepingLogsOnFailure(
  folder: { path: string; remove(): void },
  drill: () => Promise<DrillResult>,
): Promise<DrillResult> {
  let isClean = false;
  try {
    const result = await drill();
    isClean = result.problems.length === 0;
    return result;
  } finally {
    if (isClean) folder.remove();
    else console.error(`kept ${folder.path} (the servers' logs) for a look at what failed`);
  }
}

/** The drill on a throw-away PostgreSQL database. */
async function withPostgresTarget(work: Drill): Promise<DrillResult> {
  const folder = makeWorkFolder('faults-postgres');
  const database = createThrowawayDatabase(postgresUrl, 'faults');
  try {
    return await keepingLogsOnFailure(folder, () =>
      work({
        name: 'PostgreSQL',
        start: (label) =>
          startAppServer({ workFolder: folder.path, databaseUrl: database.url, name: label }),
        customers: async () => asCustomers(await createCustomers(database.url, CUSTOMERS)),
        open: () => openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }),
      }),
    );
  } finally {
    database.drop();
  }
}

/** The drill on an embedded database in a fresh data folder. */
async function withEmbeddedTarget(work: Drill): Promise<DrillResult> {
  const folder = makeWorkFolder('faults-pglite');
  return keepingLogsOnFailure(folder, () =>
    work({
      name: 'PGlite',
      start: (label) => startAppServer({ workFolder: folder.path, name: label }),
      customers: async (origin) => asCustomers(await signUpCustomers(origin, CUSTOMERS)),
      // the server is stopped first: the data folder is one process's at a time
      open: () => openDatabase({ kind: 'pglite', dataDir: join(folder.path, 'data') }),
    }),
  );
}

/** Payments are confirmed at once (demo_payment_delay 0), as in the order benches. */
async function payWithoutDelay(origin: string) {
  const admin = await login(origin, 'admin@curtaincall.test');
  await call(origin, 'PUT', '/api/admin/settings/demo_payment_delay', admin, { value: '0' });
}

async function killDrills(steps: readonly string[], rounds: number): Promise<boolean> {
  const targets = [
    ...(steps.includes('kill-postgres') ? [withPostgresTarget] : []),
    ...(steps.includes('kill-pglite') ? [withEmbeddedTarget] : []),
  ];
  if (targets.length === 0) return true;
  const rows: string[][] = [];
  let isClean = true;
  for (const withTarget of targets) {
    try {
      const result = await withTarget((target) =>
        runKillDrill(target, {
          rounds,
          itemsPerOrder: ITEMS_PER_ORDER,
          prepare: payWithoutDelay,
          onRound: (row) => console.log(`  ${row.join(', ')}`),
        }),
      );
      rows.push(...result.rows);
      if (result.problems.length > 0) {
        isClean = false;
        console.error(result.problems.slice(0, 30).join('\n'));
      }
    } catch (error) {
      // the next database and the other steps still run
      isClean = false;
      console.error(error);
    }
  }
  console.log(
    `\nkill -9 under load: ${CUSTOMERS} customers placing and paying orders at once (${ITEMS_PER_ORDER} items each, a new Idempotency-Key per order), SIGKILL 1-3 s after a 2 s warm-up (killed after: from the start of the load), restart, unanswered requests sent again with the same key; lost, orphans, duplicates and unnotified over all rounds so far\n`,
  );
  console.log(
    markdownTable(
      [
        'database',
        'round',
        'killed after',
        'acknowledged',
        'paid',
        'retried',
        'lost',
        'orphans',
        'duplicates',
        'unfinished',
        'unnotified',
      ],
      rows,
    ),
  );
  console.log(isClean ? '\nkill -9: PASS' : '\nkill -9: FAIL');
  return isClean;
}

function outageTests(): boolean {
  console.log(`\nOutage tests on ${postgresUrl} and ${redisUrl}\n`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'api', '--reporter=verbose', ...OUTAGE_TESTS],
    {
      cwd: repositoryRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: postgresUrl, REDIS_URL: redisUrl },
    },
  );
  const isPassed = result.status === 0;
  console.log(isPassed ? '\noutages: PASS' : '\noutages: FAIL');
  return isPassed;
}

async function main() {
  const named = process.argv.slice(2);
  const soakMinutes = process.env.FAULTS_SOAK_MINUTES
    ? Math.round(numberSetting(process.env.FAULTS_SOAK_MINUTES, 30))
    : 0;
  const steps =
    named.length > 0
      ? named
      : ['kill-postgres', 'kill-pglite', 'outages', ...(soakMinutes > 0 ? ['soak'] : [])];
  const rounds = Math.round(numberSetting(process.env.FAULTS_ROUNDS, 3));
  console.log(
    `npm run test:faults (${steps.join(', ')}), started ${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.version}`,
  );
  const results: boolean[] = [];
  results.push(await killDrills(steps, rounds));
  if (steps.includes('outages')) results.push(outageTests());
  if (steps.includes('soak')) {
    const rate = numberSetting(process.env.FAULTS_SOAK_RATE, 40) / 2;
    results.push(await runSoak({ postgresUrl, minutes: soakMinutes || 30, rate }));
  }
  if (results.some((isPassed) => !isPassed)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
