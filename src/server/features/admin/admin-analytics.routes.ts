import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityEntrySchema, adminAnalyticsSchema } from '../../../contract/admin';
import {
  exportFilename,
  exportRangeQuerySchema,
  REVENUE_CSV_HEADER,
} from '../../../contract/exports';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-download';
import { listRecentActivity } from './admin-activity.service';
import { getAdminAnalytics } from './admin-analytics.service';
import { revenueRows } from './admin-revenue-export';

/** GET /api/admin/analytics and GET /api/admin/activity (accounts spec 2.10), and the revenue CSV. */
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

    routes.get(
      '/reports/revenue.csv',
      {
        schema: {
          querystring: exportRangeQuerySchema,
          response: { 200: z.string().describe('The CSV text (text/csv)') },
          description:
            'Platform revenue of the orders placed from `from` to `to` (service days, both ' +
            'included) as text/csv: one row per vendor, one per event, and the total.',
          tags: ['admin'],
        },
      },
      async (request, reply) =>
        sendCsv(reply, {
          filename: exportFilename('revenue', request.query),
          header: REVENUE_CSV_HEADER,
          rows: revenueRows(db, request.query),
        }),
    );
  };
}
