import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, openDatabase } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Starting and migrating a PGlite database takes seconds, so it is done once here and each test
 * file loads a copy of the migrated data directory (never one shared database between files).
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'cc-pglite-template-'));
  const templatePath = join(folder, 'migrated.tar.gz');
  if (!process.env.DATABASE_URL) {
    const client = new PGlite();
    const handle = await openDatabase({ kind: 'pglite', client });
    await migrateDatabase(handle);
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(folder, { recursive: true, force: true });
}
