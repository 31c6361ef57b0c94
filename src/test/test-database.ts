import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../server/db/client';

export const TEST_POOL_SIZE = 30;

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template by default,
 * or a throw-away PostgreSQL database (created here, dropped on close) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = readFileSync(inject('pgliteTemplatePath'));
    const client = new PGlite({ loadDataDir: new Blob([template]) });
    return openDatabase({ kind: 'pglite', client });
  }
  const name = `cc_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  // Two test files run at once (vitest.config.ts maxWorkers), each with this pool and at most one
  // second pool of 10 (openSecondHandle): 2 x (30 + 10) stays under PostgreSQL's default 100
  // connections. Larger pools let two racing files together pass the server's limit, and the
  // refused connections surfaced as 500s in whichever test was racing at the time.
  const handle = await openDatabase({
    kind: 'postgres',
    url: testUrl.toString(),
    poolSize: TEST_POOL_SIZE,
  });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
