// The production server as one compiled ES module: `npm start` runs
// dist/server/main.js with plain node, not an on-the-fly TypeScript loader. npm packages stay
// imports of node_modules; the migrations travel beside the bundle, where the database client
// looks for them (./migrations next to the module). dist/server sits as deep as src/server, so
// the path to the built web app (../../dist/web) is the same from both.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const SERVER_ENTRY = 'src/server/main.ts';
export const SERVER_OUT_FOLDER = 'dist/server';
/** What the server is built from: a change in any of these makes the bundle out of date. */
export const SERVER_SOURCES = ['src/server', 'src/contract', 'package.json'];

export const serverBundlePath = (outFolder = SERVER_OUT_FOLDER) => join(outFolder, 'main.js');

function newestModification(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

/** True when there is no bundle or a source changed after it was built. */
export function isServerBundleStale(root = '.', outFolder = SERVER_OUT_FOLDER): boolean {
  const bundle = join(root, serverBundlePath(outFolder));
  if (!existsSync(bundle)) return true;
  const built = statSync(bundle).mtimeMs;
  return SERVER_SOURCES.some((source) => newestModification(join(root, source)) > built);
}

/** Builds the server from `root`'s sources into `outFolder` (relative to root). */
export async function buildServer(root = '.', outFolder = SERVER_OUT_FOLDER): Promise<void> {
  const absoluteRoot = resolve(root);
  const absoluteOut = resolve(absoluteRoot, outFolder);
  rmSync(absoluteOut, { recursive: true, force: true });
  await build({
    absWorkingDir: absoluteRoot,
    entryPoints: [SERVER_ENTRY],
    outfile: serverBundlePath(absoluteOut),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(absoluteRoot, 'src/server/db/migrations'), join(absoluteOut, 'migrations'), {
    recursive: true,
  });
}
