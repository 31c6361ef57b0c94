import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../../contract/health';
import type { DatabaseHandle } from '../../db/client';
import { withTimeout } from '../../redis';

/** A database check slower than this counts as down (the web's check gives up at 5 s). */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;
/**
 * Redis answers a ping in milliseconds; a silent one must not slow the round trip the web's
 * connection check times (its quality would drop for a fault that is not the user's network).
 */
export const REDIS_HEALTH_TIMEOUT_MS = 300;

type Probe = { status: 'up'; latencyMs: number } | { status: 'down'; error: unknown };

async function probe(ping: () => Promise<void>, what: string, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  try {
    await withTimeout(ping(), timeoutMs, what);
    return { status: 'up', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 'down', error };
  }
}

/**
 * customer spec 4: the connection-quality check times this round trip (it reads only the status
 * code and the time taken). The database and Redis are checked side by side, each
 * bounded; Redis down is `degraded` (200), the database down is `unavailable` (503).
 */
export function healthRoutes(database: DatabaseHandle, pingRedis?: () => Promise<void>) {
  return async function register(app: FastifyInstance) {
    const schema = { response: { 200: healthSchema, 503: healthSchema }, tags: ['app'] };
    app.withTypeProvider<ZodTypeProvider>().get('/health', { schema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const [db, redis] = await Promise.all([
        probe(database.ping, 'database ping', HEALTH_CHECK_TIMEOUT_MS),
        pingRedis ? probe(pingRedis, 'Redis ping', REDIS_HEALTH_TIMEOUT_MS) : undefined,
      ]);
      if (db.status === 'down')
        app.log.warn({ err: db.error }, 'health check: database unreachable');
      if (redis?.status === 'down')
        app.log.warn({ err: redis.error }, 'health check: Redis unreachable');
      const health: Health = {
        status: db.status === 'down' ? 'unavailable' : redis?.status === 'down' ? 'degraded' : 'ok',
        database:
          db.status === 'up'
            ? { status: 'up', kind: database.kind, latencyMs: db.latencyMs }
            : { status: 'down', kind: database.kind },
        ...(redis
          ? {
              redis:
                redis.status === 'up'
                  ? { status: 'up' as const, latencyMs: redis.latencyMs }
                  : { status: 'down' as const },
            }
          : {}),
        time: new Date().toISOString(),
      };
      return reply.status(db.status === 'down' ? 503 : 200).send(health);
    });
  };
}
