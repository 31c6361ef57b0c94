// Measures the API on this machine: an in-process server over a fresh embedded database,
// driven over loopback HTTP with a fixed number of concurrent clients. Prints latency
// percentiles and throughput for the hot customer paths. Usage: npm run bench
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../src/contract/demo';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { seedDemo } from '../src/server/seed/seed';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);

type Result = {
  name: string;
  count: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

async function measure(
  name: string,
  total: number,
  run: (index: number) => Promise<Response>,
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        const response = await run(index);
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        if (!response.ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    count: total,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  await seedDemo(database.db);
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0' });
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveWeb: false,
    rateLimits: {
      loginPerAccountAddress: { limit: 1e9, windowMs: 1000 },
      loginSlowdownPerAccount: { limit: 1e9, windowMs: 1000 },
      loginSlowdownPerIp: { limit: 1e9, windowMs: 1000 },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // no Origin: a non-browser client (the CSRF guard would refuse http://127.0.0.1:<random port>,
  // which is not the configured PUBLIC_ORIGIN)
  const headers = { 'content-type': 'application/json' };

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'customer@curtaincall.test', password: DEMO_PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  // vendor 2 has no pickup-slot capacity; vendor 1's 8 per slot would refuse 500 orders
  const menu = (await (await fetch(`${base}/api/vendors/2/menu`)).json()) as { id: number }[];
  const itemId = menu[0]?.id ?? 1;
  const order = JSON.stringify({
    vendorId: 2,
    items: [{ menuItemId: itemId, quantity: 2 }],
    pickupTime: 'asap',
  });

  const results = [
    await measure('GET /health', REQUESTS, () => fetch(`${base}/health`)),
    await measure('GET /api/vendors', REQUESTS, () => fetch(`${base}/api/vendors`)),
    await measure('GET /api/vendors/1/menu', REQUESTS, () => fetch(`${base}/api/vendors/1/menu`)),
    await measure('POST /api/orders (place)', Math.min(REQUESTS, 500), () =>
      fetch(`${base}/api/orders`, { method: 'POST', headers: { ...headers, cookie }, body: order }),
    ),
    await measure('GET /api/orders (own list)', Math.min(REQUESTS, 500), () =>
      fetch(`${base}/api/orders`, { headers: { cookie } }),
    ),
  ];

  console.log(
    `\nCurtainCall API on embedded PGlite, ${CONCURRENCY} concurrent clients (${new Date().toISOString()})`,
  );
  console.log(
    'endpoint                       requests   req/s    p50 ms   p95 ms   p99 ms  errors',
  );
  for (const result of results) {
    console.log(
      `${result.name.padEnd(30)} ${String(result.count).padStart(8)} ${(result.count / result.seconds).toFixed(0).padStart(7)} ${result.p50.toFixed(1).padStart(8)} ${result.p95.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.errors).padStart(7)}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
