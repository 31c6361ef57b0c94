import { DEMO_PASSWORD } from '../contract/demo';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { seedDemo } from './seed/seed';
import { refreshDemoShow } from './seed/demo-schedule';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        timeouts: config.databaseTimeouts,
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await migrateDatabase(database);
  // scaled mode (REDIS_URL): the app shares rate limits and live events through Redis itself
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const { seeded } = await seedDemo(database.db);
    if (seeded)
      app.log.info(
        `Demo data seeded (customer@, vendor@, admin@curtaincall.test / ${DEMO_PASSWORD})`,
      );
    else if (await refreshDemoShow(database.db)) app.log.info('Demo show moved to tonight');
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    // Frozen database or Redis connections must not keep the process alive
    setTimeout(() => {
      app.log.error(`shutdown took over ${config.shutdownTimeoutMs} ms, exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // requests in flight get half the time to finish (one stuck on a frozen connection ends at
    // its read time-out); the pool then gets the rest, destroying connections that do not answer
    await Promise.race([
      app.close(), // also closes the sockets, the bus and the rate limiter's Redis
      new Promise((resolve) => setTimeout(resolve, config.shutdownTimeoutMs / 2).unref()),
    ]);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'CurtainCall failed to start');
    await app.close();
    await database.close();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The command's own answer to the person who ran `npm start` (the address to open), not a log
  // line: the logger has already recorded "Server listening".
  process.stdout.write(
    `\n  CurtainCall is ready: http://${shownHost}:${port}\n  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})\n\n`,
  );
}

// Before buildApp there is no logger yet (its level comes from the configuration being read):
// a bad setting, or a database that cannot be opened or migrated, is told to the operator on
// stderr. Everything after start-up logs through app.log.
main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError || error instanceof DataDirInUseError
      ? `${error.message}\n`
      : `CurtainCall failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
