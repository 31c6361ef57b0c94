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
import { publishAppStatusChanged } from '../../realtime/events';
import { MAINTENANCE_SETTING_KEY } from '../settings/settings.service';
import { DEMO_SETTING_KEYS } from '../payments/demo-settings';

/** The settings GET /api/app-status reports. */
const APP_STATUS_KEYS: string[] = [MAINTENANCE_SETTING_KEY, DEMO_SETTING_KEYS.checkoutMode];
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
      async (request) => {
        const setting = await updateSetting(db, {
          actorUserId: requireRole(request, 'admin').id,
          key: request.params.key,
          value: request.body.value,
        });
        // customers see the maintenance banner, and checkout that cards are off, at once
        if (APP_STATUS_KEYS.includes(setting.key)) await publishAppStatusChanged(bus);
        return setting;
      },
    );
  };
}
