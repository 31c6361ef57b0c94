import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, isServerBundleStale, serverBundlePath } from '../build/server-bundle';

// a folder of its own inside the project, so the bundle's package imports find node_modules
const outFolder = `dist/server-bundle-test-${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'cc-bundle-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(outFolder, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** A port nothing listens on now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<Response> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no healthy /health within 30 s');
}

describe('the compiled production server', () => {
  it('is one plain ES module that migrates, seeds and answers with no TypeScript loader', async () => {
    await buildServer('.', outFolder);
    const bundle = serverBundlePath(outFolder);
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/from ["']\.{1,2}\//); // every project module is inside
    expect(isServerBundleStale('.', outFolder)).toBe(false);

    const port = await freePort();
    server = spawn(process.execPath, [bundle], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const health = await waitForHealth(`http://127.0.0.1:${port}/health`, server, () => output);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite' } });
    const vendors = await fetch(`http://127.0.0.1:${port}/api/vendors`);
    expect(vendors.status).toBe(200);
    expect(((await vendors.json()) as unknown[]).length).toBeGreaterThan(0);
  }, 60_000);

  it('counts as out of date once a server source is newer than it, or when missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'cc-stale-'));
    try {
      for (const folder of ['src/server', 'src/contract', 'dist/server'])
        mkdirSync(join(root, folder), { recursive: true });
      writeFileSync(join(root, 'package.json'), '{}');
      writeFileSync(join(root, 'src/server/main.ts'), '');
      expect(isServerBundleStale(root)).toBe(true);
      writeFileSync(join(root, serverBundlePath()), '');
      const earlier = new Date(Date.now() - 60_000);
      for (const source of ['package.json', 'src/server/main.ts', 'src/server', 'src/contract'])
        utimesSync(join(root, source), earlier, earlier);
      expect(isServerBundleStale(root)).toBe(false);
      writeFileSync(join(root, 'src/contract/new-rule.ts'), '');
      expect(isServerBundleStale(root)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
