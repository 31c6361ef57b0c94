import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appStatusSchema } from '../../../contract/app-status';
import type { AppContext } from '../../context';
import { readMaintenanceMode } from './settings.service';

/** Public: every screen, signed in or not, shows the maintenance notice from this. */
export function appStatusRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/app-status',
        { schema: { response: { 200: appStatusSchema }, tags: ['app'] } },
        async (_request, reply) => {
          // an admin's switch must show on the next read, never from a cache
          reply.header('Cache-Control', 'no-store');
          return { maintenance: await readMaintenanceMode(db) };
        },
      );
  };
}
