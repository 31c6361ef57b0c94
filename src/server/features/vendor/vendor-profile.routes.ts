import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vendorProfileUpdateSchema, vendorProfileViewSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { toVendorProfileView, updateVendorProfile } from './vendor-profile.service';

/** The vendor's business settings (accounts spec 2.9 Settings dialog, 5, 7). */
export function vendorProfileRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/profile',
      { schema: { response: { 200: vendorProfileViewSchema }, tags: ['vendor'] } },
      async (request) => toVendorProfileView(request.vendor),
    );

    routes.patch(
      '/profile',
      {
        schema: {
          body: vendorProfileUpdateSchema,
          response: { 200: vendorProfileViewSchema },
          tags: ['vendor'],
        },
      },
      async (request) =>
        updateVendorProfile(db, { bus, log: request.log }, request.vendor, request.body),
    );
  };
}
