import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DATA_DIR_LOCK_FILE, DataDirInUseError } from './data-dir-lock';

// Two processes on one embedded data folder would hand out the same order number
const folder = mkdtempSync(join(tmpdir(), 'cc-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// the embedded database only: the PostgreSQL run has nothing to add here
describe.skipIf(process.env.DATABASE_URL)('an embedded database in a data folder', () => {
  it('is opened by one holder at a time, and free again once closed', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: folder });
    await expect(openDatabase({ kind: 'pglite', dataDir: folder })).rejects.toThrow(
      DataDirInUseError,
    );
    await first.ping();
    await first.close();
    expect(existsSync(join(folder, DATA_DIR_LOCK_FILE))).toBe(false);
  });
});
