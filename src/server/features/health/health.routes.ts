import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** customer spec 4: the connection-quality check times this round trip. */
export function healthRoutes(database: DatabaseHandle) {
  return async function register(app: FastifyInstance) {
    app.get('/health', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const started = performance.now();
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), 3000).unref(),
          ),
        ]);
        return {
          status: 'ok',
          database: {
            status: 'up',
            kind: database.kind,
            latencyMs: Math.round(performance.now() - started),
          },
          time: new Date().toISOString(),
        };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'unavailable',
          database: { status: 'down', kind: database.kind },
          time: new Date().toISOString(),
        });
      }
    });
  };
}
