import { Redis } from 'ioredis';
import { DEMO_PASSWORD } from '../contract/demo';
import { buildApp } from './app';
import { createRedisRateLimiter } from './http/rate-limiter';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemo } from './db/seed';
import { refreshDemoShow } from './db/demo-schedule';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  await migrateDatabase(database);
  // scaled mode: rate limits are shared by every instance through Redis
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const app = await buildApp({
    config,
    database,
    ...(redis ? { rateLimiter: createRedisRateLimiter(redis) } : {}),
  });
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
    await app.close(); // also closes the sockets and the bus
    await database.close();
    redis?.disconnect();
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
    redis?.disconnect();
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
    error instanceof ConfigError
      ? `${error.message}\n`
      : `CurtainCall failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
