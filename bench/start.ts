// npm run bench:start: how long from starting the production server to a healthy /health
// beside the floor of the same run: a bare node:http process answering /health.
// Three ways of starting, each BENCH_START_RUNS times (5), median and slowest printed:
//   compiled: node dist/server/main.js (what npm start runs; built first when out of date)
//   tsx:      node --import tsx src/server/main.ts (the on-the-fly loader npm start used before)
// each on a brand-new embedded database (migrations + demo data) and restarted over that data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, isServerBundleStale, serverBundlePath } from '../src/build/server-bundle';
import { freePort, repositoryRoot } from './lib/processes';
import {
  formatMs,
  formatRatio,
  markdownTable,
  numberSetting,
  percentile,
  ratio,
} from './lib/report';

const runs = numberSetting(process.env.BENCH_START_RUNS, 5);

const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(process.env.PORT, '127.0.0.1')`;

/** Milliseconds from spawning `args` until GET /health answers 200 (polled every 10 ms). */
async function timeToHealthy(args: string[], dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000)
        throw new Error(`${args.join(' ')}: no /health in 2 min`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

type Way = { name: string; args: string[] };

async function main() {
  if (isServerBundleStale(repositoryRoot)) await buildServer(repositoryRoot);
  const ways: Way[] = [
    { name: 'compiled (npm start)', args: ['--enable-source-maps', serverBundlePath()] },
    { name: 'tsx loader', args: ['--import', 'tsx', 'src/server/main.ts'] },
  ];
  const samples = new Map<string, number[]>();
  const add = (key: string, ms: number) => samples.set(key, [...(samples.get(key) ?? []), ms]);
  const startedAt = new Date();
  // the ways take turns in every round, so drift on the machine reaches all of them alike
  for (let round = 0; round < runs; round += 1) {
    add('bare', await timeToHealthy(['-e', BARE_SERVER], tmpdir()));
    for (const way of ways) {
      const dataDir = mkdtempSync(join(tmpdir(), 'cc-start-'));
      try {
        add(`${way.name}|fresh`, await timeToHealthy(way.args, dataDir));
        add(`${way.name}|restart`, await timeToHealthy(way.args, dataDir));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  const median = (key: string) =>
    percentile(
      [...(samples.get(key) ?? [])].sort((a, b) => a - b),
      0.5,
    );
  const slowest = (key: string) => Math.max(...(samples.get(key) ?? [0]));
  const bare = median('bare');
  const rows = ways.flatMap((way) =>
    (['fresh', 'restart'] as const).map((kind) => {
      const key = `${way.name}|${kind}`;
      return [
        way.name,
        kind === 'fresh' ? 'new data folder (migrate + seed)' : 'restart over that data',
        formatMs(median(key)),
        formatMs(slowest(key)),
        formatMs(bare),
        formatRatio(ratio(median(key), bare)),
      ];
    }),
  );
  console.log(
    `\`npm run bench:start\` (embedded PGlite, ${runs} runs each, median), started ${startedAt.toISOString()}:\n`,
  );
  console.log(
    markdownTable(
      ['server', 'database', 'to healthy /health', 'slowest', 'bare node:http', 'ratio to bare'],
      rows,
    ),
  );
}

await main();
