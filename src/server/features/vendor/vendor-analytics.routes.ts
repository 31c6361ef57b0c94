import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportFilename,
  exportRangeQuerySchema,
  VENDOR_ORDERS_CSV_HEADER,
} from '../../../contract/exports';
import { vendorAnalyticsSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { sendCsv } from '../../http/csv-download';
import { getVendorAnalytics } from './vendor-analytics.service';
import { vendorOrderRows } from './vendor-orders-export';

/** Dashboard tiles and the Analytics tab (accounts spec 2.9), and the orders as a spreadsheet. */
export function vendorAnalyticsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/analytics',
      { schema: { response: { 200: vendorAnalyticsSchema }, tags: ['vendor'] } },
      async (request) => getVendorAnalytics(db, request.vendor.id),
    );

    routes.get(
      '/orders/export.csv',
      {
        schema: {
          querystring: exportRangeQuerySchema,
          response: { 200: z.string().describe('The CSV text (text/csv)') },
          description:
            'The orders placed from `from` to `to` (service days, both included) as text/csv, ' +
            'one row per line.',
          tags: ['vendor'],
        },
      },
      async (request, reply) =>
        sendCsv(reply, {
          filename: exportFilename('orders', request.query),
          header: VENDOR_ORDERS_CSV_HEADER,
          rows: vendorOrderRows(db, request.vendor.id, request.query),
        }),
    );
  };
}
