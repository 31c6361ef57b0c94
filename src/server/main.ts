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

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `\n  CurtainCall is ready: http://${shownHost}:${port}\n  (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('CurtainCall failed to start:', error);
  }
  process.exit(1);
});
