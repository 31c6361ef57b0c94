import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress, precompressFolder } from './precompress';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'cc-precompress-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const script = `const menu = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ id: index, name: `Dish ${index}` })))};\n`;

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy beside each text asset, both decompressing to the file', async () => {
    await mkdir(join(folder, 'assets'));
    await writeFile(join(folder, 'assets', 'index-abc.js'), script);
    await writeFile(join(folder, 'index.html'), `<html>${'<p>shell</p>'.repeat(200)}</html>`);

    const written = await precompressFolder(folder);

    expect(written.map((entry) => entry.file).sort()).toEqual([
      'assets/index-abc.js',
      'index.html',
    ]);
    const brotli = await readFile(join(folder, 'assets', 'index-abc.js.br'));
    const gzip = await readFile(join(folder, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(gzip.length);
    expect(gzip.length).toBeLessThan(script.length / 3);
    const entry = written.find((item) => item.file === 'assets/index-abc.js');
    expect(entry).toEqual({
      file: 'assets/index-abc.js',
      bytes: script.length,
      brotliBytes: brotli.length,
      gzipBytes: gzip.length,
    });
  });

  it('leaves small files, images and source maps as they are', async () => {
    await writeFile(join(folder, 'tiny.js'), 'export {};'.padEnd(PRECOMPRESS_MIN_BYTES - 1, ' '));
    await writeFile(join(folder, 'icon.png'), Buffer.alloc(4096, 1));
    await writeFile(join(folder, 'index.js.map'), script);

    expect(await precompressFolder(folder)).toEqual([]);
    expect((await readdir(folder)).sort()).toEqual(['icon.png', 'index.js.map', 'tiny.js']);
  });

  it('writes no copy that would be larger than the file', async () => {
    await writeFile(join(folder, 'a.txt'), 'a');
    expect(await precompressFolder(folder, { minBytes: 1 })).toEqual([{ file: 'a.txt', bytes: 1 }]);
    expect(await readdir(folder)).toEqual(['a.txt']);
  });
});

describe('the precompress Vite plugin', () => {
  it('runs on build only, after the other plugins wrote their files', () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    expect(plugin.closeBundle).toMatchObject({ order: 'post', sequential: true });
  });
});
