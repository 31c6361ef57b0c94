import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntrySchema, adminAnalyticsSchema } from '../../../contract/admin';
import type { AppContext } from '../../context';
import { listRecentActivity } from './admin-activity.service';
import { getAdminAnalytics } from './admin-analytics.service';

/** GET /api/admin/analytics and GET /api/admin/activity (accounts spec 2.10). */
export function adminAnalyticsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/analytics',
      { schema: { response: { 200: adminAnalyticsSchema }, tags: ['admin'] } },
      async () => getAdminAnalytics(db),
    );

    routes.get(
      '/activity',
      { schema: { response: { 200: z.array(activityEntrySchema) }, tags: ['admin'] } },
      async () => listRecentActivity(db),
    );
  };
}
