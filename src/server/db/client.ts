import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { createGuardedPool, type DatabaseTimeouts } from './guarded-pool';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Both drivers expose the same query builder; PGlite's type is used as the common one
 * (node-postgres' database has the same surface for everything the services call).
 */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a service runs its queries on: the database or a transaction it is part of. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by /health. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /**
   * Tells the listener about a pooled connection the server dropped (PostgreSQL only; the pool
   * replaces it on the next query). `buildApp` reports it through the app's logger.
   */
  onConnectionLost: (listener: (error: Error) => void) => void;
};

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; client?: PGlite }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      timeouts?: Partial<DatabaseTimeouts>;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { pool, forceClose } = createGuardedPool({
      url: options.url,
      max: options.poolSize ?? 10,
      timeouts: options.timeouts ?? {},
    });
    const listeners = new Set<(error: Error) => void>();
    // An idle connection the server drops (restart, failover) must not crash the process; the pool
    // replaces it on the next query. 57P01 is an administrator's shutdown: expected, not reported.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code === '57P01') return;
      for (const listener of listeners) listener(error);
    });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: forceClose,
      onConnectionLost: (listener) => {
        listeners.add(listener);
      },
    };
  }
  let client = options.client;
  // One process per data folder (an in-memory or caller-owned database has no folder)
  let release = () => undefined as void;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      release = acquireDataDirLock(options.dataDir).release;
    }
    try {
      client = new PGlite(options.dataDir);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  const owned = client;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await owned.close();
      } finally {
        release();
      }
    },
    // an embedded database has no connection to lose
    onConnectionLost: () => undefined,
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db, { migrationsFolder });
  }
}
