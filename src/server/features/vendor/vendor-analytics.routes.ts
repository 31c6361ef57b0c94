import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOwnVendor, vendorOnly } from './vendor-access';
import { getVendorAnalytics } from './vendor-analytics.service';

/** Dashboard tiles and the Analytics tab (accounts spec 2.9). */
export function vendorAnalyticsRoutes({ db }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/vendor/analytics',
      { ...vendorOnly, schema: { tags: ['vendor'] } },
      async (request) => {
        const { vendor } = await requireOwnVendor(db, request);
        return getVendorAnalytics(db, vendor.id);
      },
    );
  };
}
