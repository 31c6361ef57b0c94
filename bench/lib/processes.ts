// The processes a side-by-side benchmark measures: the real server started as in production, a
// bare node:http baseline, and a throw-away PostgreSQL database for either.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isServerBundleStale, serverBundlePath } from '../../src/build/server-bundle';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The PostgreSQL server the benches use unless DATABASE_URL names another (CI's default). */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A temporary folder for one run (data folder, logs, baseline bytes, pgbench script). */
export function makeWorkFolder(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `cc-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * Runs a bench as a command: `body` gets a work folder of its own, removed once it finishes and
 * kept (with the server logs in it) when it fails; a failure is printed and exits 1.
 */
export function runBench(prefix: string, body: (workFolder: string) => Promise<void>): void {
  const work = makeWorkFolder(prefix);
  body(work.path).then(
    () => work.remove(),
    (error: unknown) => {
      console.error(error);
      console.error(`kept ${work.path} (server logs) for a look at what failed`);
      process.exit(1);
    },
  );
}

/** A port nobody listens on right now (the kernel's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningProcess = {
  origin: string;
  logFile: string;
  /** The process id (for its memory in /proc). */
  pid: number;
  stop(): Promise<void>;
  /** kill -9, as a crash or power cut; resolves once the process is gone (its pid reaped). */
  kill(): Promise<void>;
};

function startProcess(
  args: string[],
  options: { env: NodeJS.ProcessEnv; logFile: string; port: number },
): { child: ChildProcess; running: RunningProcess } {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: options.env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return {
    child,
    running: {
      origin: `http://127.0.0.1:${options.port}`,
      logFile: options.logFile,
      pid: child.pid ?? 0,
      stop,
      kill: async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGKILL');
        await exited;
      },
    },
  };
}

/** Waits until `url` answers 200, failing early when the process has exited. */
async function waitUntilAnswering(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited before ${url}; see ${logFile}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 3 minutes; see ${logFile}`);
}

/**
 * The server as production runs it (the compiled `dist/server/main.js`, built first when missing or
 * out of date, NODE_ENV=production, its own process and event loop), on the embedded database in `dataDir` or on PostgreSQL at
 * `databaseUrl`, with the demo data. Its log goes to a file in the work folder.
 */
export async function startAppServer(options: {
  workFolder: string;
  databaseUrl?: string;
  /** Scaled mode: live events (and rate limits) shared through this Redis. */
  redisUrl?: string;
  /** Several servers in one work folder keep their logs apart. */
  name?: string;
  /** More settings for the server's environment (over the bench's own). */
  environment?: Record<string, string>;
}): Promise<RunningProcess> {
  const port = await freePort();
  const dataDir = join(options.workFolder, 'data');
  const logFile = join(options.workFolder, `${options.name ?? 'server'}.log`);
  if (isServerBundleStale(repositoryRoot)) await buildServer(repositoryRoot);
  // e.g. BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" to see where time goes
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const { child, running } = startProcess([...flags, join(repositoryRoot, serverBundlePath())], {
    port,
    logFile,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ...options.environment,
    },
  });
  await waitUntilAnswering(`${running.origin}/health`, child, logFile);
  return running;
}

/** One path's answer, byte for byte: status, headers as sent and body. */
export type RecordedResponse = {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
};

/**
 * The baseline: a bare node:http server (bench/bare-server.ts) in its own process answering each
 * recorded path with the recorded status, headers and bytes.
 */
export async function startBareServer(options: {
  workFolder: string;
  responses: Record<string, RecordedResponse>;
}): Promise<RunningProcess> {
  const port = await freePort();
  const responsesFile = join(options.workFolder, 'bare-responses.json');
  writeFileSync(
    responsesFile,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(options.responses).map(([path, response]) => [
          path,
          { ...response, body: response.body.toString('base64') },
        ]),
      ),
    ),
  );
  const logFile = join(options.workFolder, 'bare-server.log');
  const { child, running } = startProcess(
    ['--import', 'tsx', 'bench/bare-server.ts', responsesFile, String(port)],
    { port, logFile, env: { ...process.env, NODE_ENV: 'production' } },
  );
  const [firstPath] = Object.keys(options.responses);
  await waitUntilAnswering(`${running.origin}${firstPath ?? '/'}`, child, logFile);
  return running;
}

/**
 * The socket benches' baseline (bench/bare-socket-server.ts): accepts every socket; any request
 * sends `message` to all of them and answers with `response`.
 */
export async function startBareSocketServer(options: {
  workFolder: string;
  message: string;
  response: RecordedResponse;
}): Promise<RunningProcess> {
  const port = await freePort();
  const specFile = join(options.workFolder, `bare-socket-${port}.json`);
  const headers = Object.fromEntries(
    Object.entries(options.response.headers).map(([name, value]) => [name, String(value)]),
  );
  writeFileSync(
    specFile,
    JSON.stringify({
      message: options.message,
      response: { ...options.response, headers, body: options.response.body.toString('base64') },
    }),
  );
  const logFile = join(options.workFolder, `bare-socket-${port}.log`);
  const { child, running } = startProcess(
    ['--import', 'tsx', 'bench/bare-socket-server.ts', specFile, String(port)],
    { port, logFile, env: { ...process.env, NODE_ENV: 'production' } },
  );
  await waitUntilAnswering(`${running.origin}/ready`, child, logFile);
  return running;
}

/** A PostgreSQL database made for this run (scripts/pg-database.mjs) and dropped after it. */
export function createThrowawayDatabase(
  serverUrl: string,
  purpose: string,
): { url: string; drop(): void } {
  const name = `bench_${purpose}_${process.pid}_${Date.now()}`;
  const run = (action: 'create' | 'drop') => {
    const result = spawnSync(
      process.execPath,
      ['scripts/pg-database.mjs', action, serverUrl, name],
      { cwd: repositoryRoot, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error(`could not ${action} database ${name}`);
  };
  run('create');
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run('drop') };
}

/**
 * `run` against the app's server on a throw-away database (on DATABASE_URL's server, else the
 * local one); then the server stops and the database goes, whatever happened.
 */
export async function withAppOnThrowawayDatabase<T>(
  workFolder: string,
  purpose: string,
  run: (app: RunningProcess, databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database = createThrowawayDatabase(
    process.env.DATABASE_URL || DEFAULT_POSTGRES_URL,
    purpose,
  );
  let app: RunningProcess | undefined;
  try {
    app = await startAppServer({ workFolder, databaseUrl: database.url });
    return await run(app, database.url);
  } finally {
    await app?.stop();
    database.drop();
  }
}
