import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  settingKeyParamsSchema,
  settingUpdateSchema,
  settingViewSchema,
} from '../../../contract/admin';
import { requireRole } from '../../auth/guards';
import type { AppContext } from '../../context';
import { listSettings, updateSetting } from './admin-settings.service';

/** GET /api/admin/settings, PUT /api/admin/settings/{key} (accounts spec 2.11, 7). */
export function adminSettingsRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/settings',
      { schema: { response: { 200: z.array(settingViewSchema) }, tags: ['admin'] } },
      async () => listSettings(db),
    );

    routes.put(
      '/settings/:key',
      {
        schema: {
          params: settingKeyParamsSchema,
          body: settingUpdateSchema,
          response: { 200: settingViewSchema },
          tags: ['admin'],
        },
      },
      async (request) =>
        updateSetting(
          db,
          { bus, log: request.log },
          {
            actorUserId: requireRole(request, 'admin').id,
            key: request.params.key,
            value: request.body.value,
          },
        ),
    );
  };
}
