import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vendorProfileUpdateSchema } from '../../../contract/vendor';
import type { AppContext } from '../../context';
import { requireOwnVendor, vendorOnly } from './vendor-access';
import { publishVendorUpdate } from './vendor-events';
import { toVendorProfileView, updateVendorProfile } from './vendor-profile.service';

/** The vendor's business settings (accounts spec 2.9 Settings dialog, 5, 7). */
export function vendorProfileRoutes({ db, bus }: AppContext) {
  return async function register(app: FastifyInstance) {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/vendor/profile',
      { ...vendorOnly, schema: { tags: ['vendor'] } },
      async (request) => toVendorProfileView((await requireOwnVendor(db, request)).vendor),
    );

    routes.patch(
      '/api/vendor/profile',
      { ...vendorOnly, schema: { body: vendorProfileUpdateSchema, tags: ['vendor'] } },
      async (request) => {
        const { vendor } = await requireOwnVendor(db, request);
        const updated = await updateVendorProfile(db, vendor, request.body);
        // customer spec 7: open/closed, prep time and names change what customers see at once
        await publishVendorUpdate(bus, request.log, vendor.id);
        return updated;
      },
    );
  };
}
