import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appStatusSchema } from '../../../contract/app-status';
import type { AppContext } from '../../context';
import { DEMO_SETTING_KEYS, parseCardPaymentsOn } from '../payments/demo-settings';
import {
  MAINTENANCE_SETTING_KEY,
  parseMaintenanceMode,
  readSettingValues,
} from './settings.service';

/** Public: every screen shows the maintenance notice from this, and checkout whether cards work. */
export function appStatusRoutes({ db, config }: AppContext) {
  return async function register(app: FastifyInstance) {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/app-status',
        { schema: { response: { 200: appStatusSchema }, tags: ['app'] } },
        async (_request, reply) => {
          // an admin's switch must show on the next read, never from a cache
          reply.header('Cache-Control', 'no-store');
          const values = await readSettingValues(db, [
            MAINTENANCE_SETTING_KEY,
            DEMO_SETTING_KEYS.checkoutMode,
          ]);
          return {
            maintenance: parseMaintenanceMode(values[MAINTENANCE_SETTING_KEY]),
            cardPayments: parseCardPaymentsOn(values[DEMO_SETTING_KEYS.checkoutMode]),
            receiptEmails: config.mail !== undefined,
          };
        },
      );
  };
}
