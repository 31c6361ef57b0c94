import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vendorAnalyticsSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { getVendorAnalytics } from './vendor-analytics.service';

/** Dashboard tiles and the Analytics tab (accounts spec 2.9). */
export function vendorAnalyticsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/analytics',
      { schema: { response: { 200: vendorAnalyticsSchema }, tags: ['vendor'] } },
      async (request) => getVendorAnalytics(db, request.vendor.id),
    );
  };
}
