// Build-time compression of the web app: a brotli (.br) and a gzip (.gz) copy beside every text
// asset in dist/web, which @fastify/static sends with Content-Encoding (`preCompressed`), so a
// phone on a weak link downloads the smallest form without the server compressing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images (PNG) are compressed already, source maps only for devtools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

/** Below this size the headers cost more than compression saves (the server's API threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type CompressedFile = {
  file: string;
  bytes: number;
  brotliBytes?: number;
  gzipBytes?: number;
};

/** Every file under `folder`, relative paths. */
async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(folder, path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of at least `minBytes`, each
 * only when it is smaller than the file itself; returns what it wrote.
 */
export async function precompressFolder(
  folder: string,
  { minBytes = PRECOMPRESS_MIN_BYTES }: { minBytes?: number } = {},
): Promise<CompressedFile[]> {
  const files = (await listFiles(folder)).filter((file) => COMPRESSIBLE.test(file));
  const results: CompressedFile[] = [];
  for (const file of files) {
    const path = join(folder, file);
    if ((await stat(path)).size < minBytes) continue;
    const content = await readFile(path);
    const [brotliContent, gzipContent] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const result: CompressedFile = { file, bytes: content.length };
    if (brotliContent.length < content.length) {
      await writeFile(`${path}.br`, brotliContent);
      result.brotliBytes = brotliContent.length;
    }
    if (gzipContent.length < content.length) {
      await writeFile(`${path}.gz`, gzipContent);
      result.gzipBytes = gzipContent.length;
    }
    results.push(result);
  }
  return results;
}

/**
 * The Vite plugin: compresses the finished build, after every other plugin wrote its files
 * (vite-plugin-pwa writes sw.js and the manifest in its own closeBundle).
 */
export function precompress(options: { minBytes?: number } = {}): Plugin {
  let outDir = '';
  return {
    name: 'curtaincall:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir, options);
      },
    },
  };
}
