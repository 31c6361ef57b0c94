import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../../contract/health';
import type { DatabaseHandle } from '../../db/client';

/** customer spec 4: the connection-quality check times this round trip. */
export function healthRoutes(database: DatabaseHandle) {
  return async function register(app: FastifyInstance) {
    const schema = { response: { 200: healthSchema, 503: healthSchema }, tags: ['app'] };
    app.withTypeProvider<ZodTypeProvider>().get('/health', { schema }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const started = performance.now();
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), 3000).unref(),
          ),
        ]);
        const up: Health = {
          status: 'ok',
          database: {
            status: 'up',
            kind: database.kind,
            latencyMs: Math.round(performance.now() - started),
          },
          time: new Date().toISOString(),
        };
        return up;
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        const down: Health = {
          status: 'unavailable',
          database: { status: 'down', kind: database.kind },
          time: new Date().toISOString(),
        };
        return reply.status(503).send(down);
      }
    });
  };
}
